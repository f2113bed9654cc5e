import { useState } from 'react';
import { QRCode } from 'antd';
import { formatAmount, isApiError, useSubmitAttempt } from 'shared';
import { MY_BOOKINGS_PATH } from 'shared/rules';
import { cancellationMoney, chinaDayMinute, clockText } from 'shared/rules';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { cancelMyBooking, getBookingRules, getMyBookings, type BookingCancelled, type MyBooking } from '../api/booking';
import { HoldCountdown, useNow } from '../components/hold-countdown';
import { MyWaitlist } from '../components/my-waitlist';
import { SignedInPhonePage } from '../components/signed-in-phone-page';
import { touchButton } from '../components/touch-styles';

const muted = { color: '#8c8c8c' } as const;
const STATE_COLOR: Record<string, string> = { pending_payment: '#d46b08', booked: '#389e0d', checked_in: '#1677ff', cancelled: '#8c8c8c', expired: '#8c8c8c', blocked: '#8c8c8c' };
const errorText = (e: unknown) => (isApiError(e) || e instanceof Error ? e.message : '操作失败，请稍后重试');

/** `2026-06-06 18:00–19:30` in China time. */
const rangeText = (b: Pick<MyBooking, 'start' | 'end'>) => {
  const s = chinaDayMinute(b.start);
  const e = chinaDayMinute(b.end);
  return `${s.day} ${clockText(s.minute)}–${e.day === s.day ? clockText(e.minute) : '24:00'}`;
};

/** What cancelling the booking now would do to its money, by the venue's policy (the server decides it again). */
async function refundPreview(b: MyBooking): Promise<string> {
  if (b.state === 'pending_payment') return '该预订尚未支付，取消后订单关闭，不产生费用。';
  const rules = await getBookingRules(b.venue_id);
  const money = cancellationMoney({
    booking: { kind: b.kind, start: b.start, amountCents: b.amount_cents },
    order: b.order_status ? { status: b.order_status, amountCents: b.amount_cents, refundedCents: 0 } : null,
    by: 'user',
    policy: { tiers: rules.refund_tiers.map((t) => ({ hoursBefore: t.hours_before, percent: t.percent })) },
    at: new Date(),
  });
  if (money.kind === 'refund') return `按场馆退订规则可退 ${formatAmount(money.amountCents)}（${money.text}）。`;
  return `按场馆退订规则不退款${money.kind === 'none' && money.text ? `（${money.text}）` : ''}。退订规则：${rules.refund_policy_text}。`;
}

function BookingCard({ booking: b, now, onChanged }: { booking: MyBooking; now: number; onChanged: () => void }) {
  const attempt = useSubmitAttempt();
  const [confirm, setConfirm] = useState<string | null>(null);
  const [result, setResult] = useState<BookingCancelled | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const expiresMs = b.hold_expires_at ? new Date(b.hold_expires_at).getTime() - now : 0;
  const unpaid = b.state === 'pending_payment' && expiresMs > 0;
  const cancellable = (b.state === 'pending_payment' ? unpaid : b.state === 'booked') && new Date(b.start).getTime() > now;
  const ask = async () => {
    setError('');
    try {
      setConfirm(await refundPreview(b));
    } catch (e) {
      setError(errorText(e));
    }
  };
  const cancel = async () => {
    setBusy(true);
    setError('');
    try {
      setResult(await attempt.send({ id: b.id }, (k) => cancelMyBooking(b.id, k)));
      setConfirm(null);
      onChanged();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li style={{ background: '#fff', marginTop: 8, padding: '12px 16px' }} aria-label={`${b.venue_name} ${b.court_name} ${rangeText(b)}`}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong style={{ fontSize: 16 }}>{b.venue_name}</strong>
        <span style={{ color: STATE_COLOR[b.state] ?? '#8c8c8c' }}>{unpaid || b.state !== 'pending_payment' ? b.state_label : '已超时'}</span>
      </div>
      <p style={{ margin: '4px 0' }}>
        {b.court_name} · {rangeText(b)}
      </p>
      <p style={{ ...muted, margin: '4px 0', fontSize: 12 }}>
        {formatAmount(b.amount_cents)}
        {b.order_no ? ` · 订单号 ${b.order_no}` : ''}
      </p>
      {unpaid && <HoldCountdown remainingMs={expiresMs} orderNo={b.order_no} />}
      {b.state === 'booked' && b.check_in_code && (
        <div style={{ textAlign: 'center', marginTop: 8 }}>
          <QRCode type="svg" value={b.check_in_code} size={160} bordered={false} role="img" aria-label={`核销码二维码 ${b.check_in_code}`} style={{ margin: '0 auto' }} />
          <p style={{ margin: '4px 0 0', ...muted, fontSize: 12 }}>入场时出示二维码或核销码</p>
          <p aria-label="核销码" style={{ margin: 0, fontSize: 28, letterSpacing: 4, fontFamily: 'monospace' }}>
            {b.check_in_code}
          </p>
        </div>
      )}
      {b.state === 'checked_in' && b.check_in_code && <p style={{ ...muted, margin: '4px 0' }}>核销码 {b.check_in_code}（已使用）</p>}
      {cancellable && !result && confirm === null && (
        <button type="button" style={{ ...touchButton(false), width: '100%', marginTop: 8 }} onClick={() => void ask()}>
          取消预订
        </button>
      )}
      {confirm !== null && (
        <div role="dialog" aria-label="确认取消预订" style={{ border: '1px solid #ffd591', background: '#fff7e6', borderRadius: 8, padding: 12, marginTop: 8 }}>
          <p style={{ margin: '0 0 8px' }}>{confirm}</p>
          <div style={{ display: 'flex', gap: 8 }}>
            <button type="button" style={{ ...touchButton(true), flex: 1 }} disabled={busy} onClick={() => void cancel()}>
              {busy ? '提交中…' : '确认取消'}
            </button>
            <button type="button" style={{ ...touchButton(false), flex: 1 }} onClick={() => setConfirm(null)}>
              再想想
            </button>
          </div>
        </div>
      )}
      {result && (
        <p role="status" style={{ color: '#389e0d', margin: '8px 0 0' }}>
          已取消{result.refund_cents > 0 ? `，退款 ${formatAmount(result.refund_cents)}${result.refund_status === 'processing' ? '（退款中，原路退回）' : '（已退回账户余额）'}` : ''}
        </p>
      )}
      {error && (
        <p role="alert" style={{ color: '#cf1322', margin: '8px 0 0' }}>
          {error}
        </p>
      )}
    </li>
  );
}

function MyBookings() {
  const now = useNow();
  const [load, setList] = useLoad(() => getMyBookings(), []);
  // after a cancellation the list is read again in place: the cards stay mounted, so the cancelled one keeps its
  // 已取消，退款 … line (reloading through the loading state would remount them and lose it)
  const reload = () => void getMyBookings().then(setList, () => undefined);
  return (
    <>
    <MyWaitlist now={now} onChanged={reload} />
    <LoadState load={load}>
      {(data) =>
        data.list.length === 0 ? (
          <p style={{ ...muted, textAlign: 'center', padding: '48px 0' }}>暂无预订</p>
        ) : (
          <ul aria-label="我的预订" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.list.map((b) => (
              <BookingCard key={b.id} booking={b} now={now} onChanged={reload} />
            ))}
          </ul>
        )
      }
    </LoadState>
    </>
  );
}

/** 我的预订 (/phone/my-bookings): 我的候补 (the waiting list: place in line, 取消候补, an offer's hold to pay), the user's bookings with state, 核销码 and its QR code, 继续支付 of a hold with its countdown, 取消预订 with the refund shown first. */
export function MyBookingsPage() {
  return (
    <SignedInPhonePage title="我的预订" path={MY_BOOKINGS_PATH}>
      <MyBookings />
    </SignedInPhonePage>
  );
}

export default MyBookingsPage;
