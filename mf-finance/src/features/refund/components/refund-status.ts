import { type StatusMap } from 'shared';
import { REFUND_INITIATOR_LABEL, REFUND_STATUS_LABEL } from 'shared/rules';
import type { RefundInitiator, RefundStatus } from '../api/types';

/** 待审核 / 退款中 / 已退款 / 已驳回 (shared/rules REFUND_STATUS_LABEL) with their tag colours. */
export const REFUND_STATUS: StatusMap<RefundStatus> = {
  pending: { text: REFUND_STATUS_LABEL.pending, color: 'gold' },
  processing: { text: REFUND_STATUS_LABEL.processing, color: 'blue' },
  succeeded: { text: REFUND_STATUS_LABEL.succeeded, color: 'purple' },
  rejected: { text: REFUND_STATUS_LABEL.rejected, color: 'red' },
};

export const initiatorText = (initiator: RefundInitiator) => REFUND_INITIATOR_LABEL[initiator] ?? '-';
