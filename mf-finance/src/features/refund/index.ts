/**
 * What other features of mf-finance use of refunds: 订单详情's 退款 (the modal and the order's refunds), 我的订单's
 * 申请退款, and the Idempotency-Key of a money mutation's attempt.
 */
export { RefundApplyModal } from './components/refund-apply-modal';
export type { RefundApplyModalProps } from './components/refund-apply-modal';
export { RefundCreateModal } from './components/refund-create-modal';
export type { RefundCreateModalProps } from './components/refund-create-modal';
export { REFUND_STATUS, initiatorText } from './components/refund-status';
export { useOrderRefunds } from './components/use-order-refunds';
export type { OrderRefunds } from './components/use-order-refunds';
export type { Refund } from './api/types';
