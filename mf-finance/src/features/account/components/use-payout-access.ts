import { useSession } from 'shared';
import { mayManagePayout, payoutPrincipalOf } from 'shared/rules';

/**
 * Whether the signed-in account may manage the institution's 收款账户 and withdraw its money (shared/rules
 * mayManagePayout: its owner today). The server decides the same on its own. Read inside an observer.
 */
export function useMayManagePayout(institutionId: number): boolean {
  const session = useSession();
  return mayManagePayout(payoutPrincipalOf(session.account), institutionId);
}
