import { useCallback, useEffect, useState } from 'react';
import { getMyInvoices } from '../api/get-my-invoices';
import type { Invoice } from '../api/types';

export interface MyInvoices {
  /** The payer's latest invoice request of each order (by order number). */
  byOrderNo: ReadonlyMap<string, Invoice>;
  reload: () => void;
}

/** The signed-in payer's invoice requests (GET /invoice/list), the newest of each order: 我的订单 shows them. */
export function useMyInvoices(): MyInvoices {
  const [byOrderNo, setByOrderNo] = useState<ReadonlyMap<string, Invoice>>(new Map());
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let alive = true;
    getMyInvoices({ start: 0, count: 100 })
      .then(({ list }) => {
        if (!alive) return;
        const map = new Map<string, Invoice>();
        for (const invoice of list) if (!map.has(invoice.order_no)) map.set(invoice.order_no, invoice);
        setByOrderNo(map);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { byOrderNo, reload };
}
