import { useCallback, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LOADING_TEXT, formatAmount, isApiError } from 'shared';
import { PAY_MSG } from 'shared/rules';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { getSandboxPayment } from '../api/get-sandbox-payment';
import type { SandboxConfirmPayload, SandboxPayment } from '../api/types';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; payment: SandboxPayment; atLoad: boolean };

export const SANDBOX_NOTICE = '沙箱支付（测试环境，不会产生真实扣款）';

const page: CSSProperties = { minHeight: '100vh', background: '#f5f5f5', padding: '16px 12px', boxSizing: 'border-box', fontFamily: 'sans-serif', fontSize: 15 };
const sheet: CSSProperties = { maxWidth: 420, margin: '0 auto', background: '#fff', borderRadius: 12, padding: '20px 16px', boxShadow: '0 2px 8px rgba(0,0,0,0.06)' };
const notice: CSSProperties = { margin: '0 0 16px', padding: '8px 12px', background: '#fffbe6', border: '1px solid #ffe58f', borderRadius: 8, color: '#ad6800', fontSize: 13, textAlign: 'center' };
const button = (primary: boolean): CSSProperties => ({
  display: 'block', width: '100%', height: 44, marginTop: 12, border: primary ? 'none' : '1px solid #d9d9d9', borderRadius: 8,
  background: primary ? '#07c160' : '#fff', color: primary ? '#fff' : 'rgba(0,0,0,0.88)', fontSize: 16, cursor: 'pointer',
});

/**
 * 沙箱支付页 (public, /pay/sandbox/:paymentNo): what the payer's phone opens after scanning the cashier's QR code,
 * standing in for the WeChat or Alipay page in test environments. No login, no antd (a public page): plain markup
 * for a phone, and the shared client's DOM toasts for refusals.
 */
export function SandboxPayPage() {
  const { paymentNo = '' } = useParams();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let alive = true;
    getSandboxPayment(paymentNo)
      .then((payment) => alive && setLoad({ state: 'ready', payment, atLoad: true }))
      .catch((error: unknown) => alive && setLoad({ state: 'failed', message: isApiError(error) ? error.message : PAY_MSG.paymentMissing }));
    return () => {
      alive = false;
    };
  }, [paymentNo, version]);

  const confirm = useCallback(
    async (payment: SandboxPayment, action: SandboxConfirmPayload['action']) => {
      setBusy(true);
      try {
        const { status } = await confirmSandboxPayment({ payment_no: payment.payment_no, action });
        setLoad({ state: 'ready', payment: { ...payment, status }, atLoad: false });
      } catch {
        // refused (shown by the shared client): read the payment again, it has probably ended
        setVersion((v) => v + 1);
      } finally {
        setBusy(false);
      }
    },
    [],
  );

  let body: ReactNode;
  if (load.state === 'loading') body = <p role="status">{LOADING_TEXT}</p>;
  else if (load.state === 'failed') body = <p role="alert">{load.message}</p>;
  else body = <PaymentSheet payment={load.payment} atLoad={load.atLoad} busy={busy} onConfirm={(action) => void confirm(load.payment, action)} />;

  return (
    <main style={page}>
      <div style={sheet}>
        <p role="note" style={notice}>
          {SANDBOX_NOTICE}
        </p>
        {body}
      </div>
    </main>
  );
}

function PaymentSheet({ payment, atLoad, busy, onConfirm }: { payment: SandboxPayment; atLoad: boolean; busy: boolean; onConfirm: (action: SandboxConfirmPayload['action']) => void }) {
  const row = (label: string, value: string) => (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
      <dt style={{ color: 'rgba(0,0,0,0.45)', flex: 'none' }}>{label}</dt>
      <dd style={{ margin: 0, textAlign: 'right', wordBreak: 'break-all' }}>{value}</dd>
    </div>
  );
  return (
    <>
      <h1 style={{ margin: 0, fontSize: 18, textAlign: 'center' }}>{payment.channel_name}</h1>
      <p aria-label="支付金额" style={{ margin: '16px 0', fontSize: 36, fontWeight: 700, textAlign: 'center' }}>
        {formatAmount(payment.amount_cents)}
      </p>
      <dl style={{ margin: 0 }}>
        {row('收款方', payment.merchant)}
        {row('商品', payment.subject)}
        {row('支付单号', payment.payment_no)}
      </dl>
      {payment.status === 'pending' ? (
        <div style={{ marginTop: 12 }}>
          <button type="button" style={button(true)} disabled={busy} onClick={() => onConfirm('pay')}>
            确认支付
          </button>
          <button type="button" style={button(false)} disabled={busy} onClick={() => onConfirm('cancel')}>
            取消支付
          </button>
        </div>
      ) : (
        <div role="status" style={{ marginTop: 20, textAlign: 'center' }}>
          <p style={{ margin: 0, fontSize: 18, fontWeight: 600, color: payment.status === 'succeeded' ? '#07c160' : 'rgba(0,0,0,0.65)' }}>
            {payment.status === 'succeeded' ? '支付成功，请返回商户页面查看结果' : '已取消支付'}
          </p>
          {payment.status !== 'succeeded' && atLoad ? <p style={{ margin: '8px 0 0', color: 'rgba(0,0,0,0.45)' }}>{PAY_MSG.paymentEnded}</p> : null}
        </div>
      )}
    </>
  );
}

export default SandboxPayPage;
