import { useSession } from 'shared';
import { membershipManages } from 'shared/rules';

/**
 * The institution whose money the page shows: the active institution of an institution user (never the personal
 * member centre 121); 0 for a personal user or an account without one. Read inside an observer.
 */
export function useAccountInstitution(): { id: number; name: string } {
  const session = useSession();
  const active = session.activeInstitution;
  if (session.isPerson || !active || !membershipManages(active.institution_id)) return { id: 0, name: '' };
  return { id: active.institution_id, name: active.name };
}
