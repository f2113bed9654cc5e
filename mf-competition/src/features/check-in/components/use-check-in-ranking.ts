import { useEffect, useState } from 'react';
import { getCheckInRanking } from '../api/check-ins';
import type { CheckInRanking } from '../api/types';

export type RankingLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; ranking: CheckInRanking };

/** The activity's ranking (GET /competition/clock_rank), read again when `version` changes. */
export function useCheckInRanking(competitionId: number, version = 0): RankingLoad {
  const [load, setLoad] = useState<RankingLoad>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    getCheckInRanking(competitionId)
      .then((ranking) => live && setLoad({ state: 'ready', ranking }))
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [competitionId, version]);
  return load;
}
