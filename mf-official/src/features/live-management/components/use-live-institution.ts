import { useSession } from 'shared';

/**
 * The institution whose live rooms a page manages: the active institution of a manager; none for the platform
 * admin (who sees every institution's rooms and creates none).
 */
export function useLiveInstitution(): { isAdmin: boolean; institutionId: number | undefined } {
  const session = useSession();
  return { isAdmin: session.isAdmin, institutionId: session.isAdmin ? undefined : session.activeInstitutionId || undefined };
}
