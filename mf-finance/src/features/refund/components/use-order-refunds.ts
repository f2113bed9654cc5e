import { useEffect, useState } from 'react';
import { getRefundList } from '../api/get-refund-list';
import type { Refund } from '../api/types';

export type OrderRefunds =
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'ready';
      /** The order's refunds, newest first. */
      refunds: Refund[];
      /** What has been refunded of the order (each refund carries its order's refunded cents). */
      refundedCents: number;
      /** A refund waiting for review or being paid back: the server takes no other one until it ends. */
      open: boolean;
    };

/**
 * The refunds of one order, for 订单详情: the order's answer (OrderDetail) carries no refunded cents, so they are read
 * from the refund list (GET /admin/refund_list, keyword = the order number, within the caller's institutions).
 * `version`: bump it to read them again after a change. No order (yet): loading.
 */
export function useOrderRefunds(order: { id: number; order_no: string } | null, version = 0): OrderRefunds {
  const [load, setLoad] = useState<OrderRefunds>({ state: 'loading' });
  const id = order?.id;
  const orderNo = order?.order_no;
  useEffect(() => {
    if (id === undefined || orderNo === undefined) return;
    let alive = true;
    getRefundList({ keyword: orderNo, start: 0, count: 100 })
      .then(({ list }) => {
        if (!alive) return;
        const refunds = list.filter((r) => r.order_id === id);
        setLoad({
          state: 'ready',
          refunds,
          refundedCents: refunds[0]?.order_refunded_cents ?? 0,
          open: refunds.some((r) => r.status === 'pending' || r.status === 'processing'),
        });
      })
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [id, orderNo, version]);
  return load;
}
