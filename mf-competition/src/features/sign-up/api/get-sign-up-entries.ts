import { http } from 'shared';
import type { EntryType, SignUpEntryList, SignUpListQuery } from './types';

/** GET /competition/players — individual entries of a competition (filters: item, status, keyword). */
export function getPlayerSignUps(query: SignUpListQuery): Promise<SignUpEntryList> {
  return http.get('/competition/players', { ...query });
}

/** GET /competition/teams — team entries of a competition. */
export function getTeamSignUps(query: SignUpListQuery): Promise<SignUpEntryList> {
  return http.get('/competition/teams', { ...query });
}

export const signUpListFetcher = (entryType: EntryType) => (entryType === 'team' ? getTeamSignUps : getPlayerSignUps);
