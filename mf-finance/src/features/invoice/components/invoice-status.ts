import { type StatusMap } from 'shared';
import { INVOICE_STATUS_LABEL } from 'shared/rules';
import type { InvoiceStatus } from '../api/types';

/** 待开票 / 已开票 / 已驳回 / 已红冲 (shared/rules INVOICE_STATUS_LABEL) with their tag colours. */
export const INVOICE_STATUS: StatusMap<InvoiceStatus> = {
  pending: { text: INVOICE_STATUS_LABEL.pending, color: 'gold' },
  issued: { text: INVOICE_STATUS_LABEL.issued, color: 'green' },
  rejected: { text: INVOICE_STATUS_LABEL.rejected, color: 'red' },
  voided: { text: INVOICE_STATUS_LABEL.voided, color: 'default' },
};
