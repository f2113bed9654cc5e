import { useCallback, useEffect, useState } from 'react';
import { getSignUpRequirement } from '../api/get-sign-up-requirement';
import type { SignUpRequirement } from '../api/types';

export type RequirementLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; requirement: SignUpRequirement };

/** The settings and event items of a competition, with `reload` after an edit. */
export function useSignUpRequirement(competitionId: number) {
  const [load, setLoad] = useState<RequirementLoad>({ state: 'loading' });
  const reload = useCallback(async () => {
    try {
      const requirement = await getSignUpRequirement(competitionId);
      setLoad({ state: 'ready', requirement });
    } catch {
      setLoad((prev) => (prev.state === 'ready' ? prev : { state: 'failed' }));
    }
  }, [competitionId]);
  useEffect(() => {
    setLoad({ state: 'loading' });
    void reload();
  }, [reload]);
  return { load, reload };
}
