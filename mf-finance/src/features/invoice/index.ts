/** What other features of mf-finance use of invoices: 我的订单's 申请发票 / 下载发票, and the link to 发票管理. */
export { InvoiceApplyModal } from './components/invoice-apply-modal';
export type { InvoiceApplyModalProps } from './components/invoice-apply-modal';
export { useMyInvoices } from './components/use-my-invoices';
export type { MyInvoices } from './components/use-my-invoices';
export { INVOICE_STATUS } from './components/invoice-status';
export { downloadInvoice } from './api/download-invoice';
export type { Invoice } from './api/types';
export const INVOICE_LIST_PATH = '/admin/finance/invoice';
