import { type StatusMap } from 'shared';
import { WITHDRAW_STATUS_LABEL } from 'shared/rules';
import type { WithdrawStatus } from '../api/types';

/** 待审核 / 已打款 / 已驳回 (shared/rules WITHDRAW_STATUS_LABEL) with their tag colours. */
export const WITHDRAW_STATUS: StatusMap<WithdrawStatus> = {
  pending: { text: WITHDRAW_STATUS_LABEL.pending, color: 'gold' },
  approved: { text: WITHDRAW_STATUS_LABEL.approved, color: 'green' },
  rejected: { text: WITHDRAW_STATUS_LABEL.rejected, color: 'red' },
};
