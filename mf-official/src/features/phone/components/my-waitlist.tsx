import { useEffect, useState, type CSSProperties } from 'react';
import { isApiError, SITE_PALETTE } from 'shared';
import { waitlistRangeText } from 'shared/rules';
import { getMyWaitlist, leaveWaitlist, type WaitlistEntry } from '../api/waitlist';
import { HoldCountdown } from './hold-countdown';
import { touchButton } from './touch-styles';

const muted = { color: '#8c8c8c' } as const;
const plain: CSSProperties = { ...touchButton(false), width: '100%', marginTop: 8 };

function WaitlistCard({ entry: e, now, onChanged }: { entry: WaitlistEntry; now: number; onChanged: () => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const remaining = e.hold_expires_at ? new Date(e.hold_expires_at).getTime() - now : 0;
  const leave = async () => {
    setBusy(true);
    setError('');
    try {
      await leaveWaitlist(e.id);
      onChanged();
    } catch (err) {
      setError(isApiError(err) || err instanceof Error ? err.message : '操作失败，请稍后重试');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <li style={{ background: '#fff', marginTop: 8, padding: '12px 16px' }} aria-label={`候补 ${e.venue_name} ${e.court_name} ${waitlistRangeText(e.start, e.end)}`}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong style={{ fontSize: 16 }}>{e.venue_name}</strong>
        <span style={{ color: e.state === 'offered' ? '#d46b08' : SITE_PALETTE.orange }}>{e.state === 'offered' && remaining <= 0 ? '已超时' : e.state_label}</span>
      </div>
      <p style={{ margin: '4px 0' }}>
        {e.court_name} · {waitlistRangeText(e.start, e.end)}
      </p>
      {e.state === 'waiting' && <p style={{ ...muted, margin: '4px 0', fontSize: 13 }}>当前排第{e.position}位，场地空出时将短信通知您</p>}
      {e.state === 'offered' && remaining > 0 && (
        <>
          <p style={{ margin: '4px 0', fontSize: 13 }}>场地已空出并为您保留{e.order_no ? `，订单号 ${e.order_no}` : ''}</p>
          <HoldCountdown remainingMs={remaining} orderNo={e.order_no} />
        </>
      )}
      {e.state === 'waiting' && !asking && (
        <button type="button" style={plain} onClick={() => setAsking(true)}>
          取消候补
        </button>
      )}
      {asking && (
        <div role="dialog" aria-label="确认取消候补" style={{ border: '1px solid #ffd591', background: '#fff7e6', borderRadius: 8, padding: 12, marginTop: 8 }}>
          <p style={{ margin: '0 0 8px' }}>取消后将失去当前排位，确定取消候补吗？</p>
          <div style={{ display: 'flex', gap: 8 }}>
            <button type="button" style={{ ...plain, marginTop: 0, background: SITE_PALETTE.orange, color: '#fff', borderColor: SITE_PALETTE.orange }} disabled={busy} onClick={() => void leave()}>
              {busy ? '提交中…' : '确认取消候补'}
            </button>
            <button type="button" style={{ ...plain, marginTop: 0 }} onClick={() => setAsking(false)}>
              再想想
            </button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" style={{ color: '#cf1322', margin: '8px 0 0' }}>
          {error}
        </p>
      )}
    </li>
  );
}

/**
 * 我的候补 on 我的预订: the entries still in line (候补中, with the place in line and 取消候补) and the offers held for
 * the user (the hold's countdown and 继续支付). Nothing while none (or while loading: the bookings below say that).
 */
export function MyWaitlist({ now, onChanged }: { now: number; onChanged: () => void }) {
  const [list, setList] = useState<WaitlistEntry[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let alive = true;
    getMyWaitlist().then(
      (data) => alive && setList(data.list.filter((e) => e.state === 'waiting' || e.state === 'offered')),
      () => alive && setList([]),
    );
    return () => {
      alive = false;
    };
  }, [version]);
  if (list.length === 0) return null;
  return (
    <section aria-label="我的候补" style={{ marginBottom: 8 }}>
      <h2 style={{ margin: 0, padding: '12px 16px 0', fontSize: 16 }}>我的候补</h2>
      <ul aria-label="候补列表" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.map((e) => (
          <WaitlistCard
            key={e.id}
            entry={e}
            now={now}
            onChanged={() => {
              setVersion((v) => v + 1);
              onChanged();
            }}
          />
        ))}
      </ul>
    </section>
  );
}
