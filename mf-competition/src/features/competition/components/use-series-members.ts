import { useEffect, useState } from 'react';
import { getCompetitionList } from '../api/get-competition-list';
import type { CompetitionListItem, CompetitionSeries } from '../api/types';

/**
 * The competitions of the series (at most 100, the page size the server allows; a series has a handful), null while
 * loading ([] when it fails — the client shows the refusal); read again when `series` is another object (a reload).
 */
export function useSeriesMembers(series: Pick<CompetitionSeries, 'id' | 'institution_id'> | null): CompetitionListItem[] | null {
  const [members, setMembers] = useState<CompetitionListItem[] | null>(null);
  useEffect(() => {
    let live = true;
    setMembers(null);
    if (series) {
      getCompetitionList({ institution_id: series.institution_id, series_id: series.id, count: 100 })
        .then((r) => live && setMembers(r.list))
        .catch(() => live && setMembers([]));
    }
    return () => {
      live = false;
    };
  }, [series]);
  return members;
}
