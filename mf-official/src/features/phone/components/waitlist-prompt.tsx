import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { isApiError } from 'shared';
import { MY_BOOKINGS_PATH } from 'shared/rules';
import type { SiteSlot } from '../api/booking';
import { joinWaitlist, type WaitlistEntry } from '../api/waitlist';
import { touchButton } from './touch-styles';

const button = (primary: boolean): CSSProperties => ({ ...touchButton(primary), flex: 1 });

export interface WaitlistTarget {
  venueId: number;
  courtId: number;
  courtName: string;
  day: string;
  slot: SiteSlot;
}

/**
 * 候补 of a taken slot on /cgDetail: what joining means (the first in line is held the freed slot and told by SMS, to
 * pay within the payment window), 确认候补, then the place in line — or the server's refusal in Chinese.
 */
export function WaitlistPrompt({ target, paymentWindowMinutes, onClose }: { target: WaitlistTarget; paymentWindowMinutes: number; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState<WaitlistEntry | null>(null);
  const [error, setError] = useState('');
  const { slot } = target;
  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      setJoined(await joinWaitlist({ venue_id: target.venueId, court_id: target.courtId, start: slot.start, end: slot.end }));
    } catch (e) {
      setError(isApiError(e) || e instanceof Error ? e.message : '操作失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div role="dialog" aria-label="确认候补" style={{ border: '1px solid #ffd591', background: '#fff7e6', borderRadius: 8, padding: 12, marginTop: 8 }}>
      <p style={{ margin: '0 0 8px', fontWeight: 600 }}>
        {target.courtName} {target.day} {slot.start_clock}–{slot.end_clock} 已被预订
      </p>
      {joined ? (
        <>
          <p role="status" style={{ margin: '0 0 8px', color: '#389e0d' }}>
            已加入候补，当前排第{joined.position}位。场地空出时将短信通知您。
          </p>
          <div style={{ display: 'flex', gap: 8 }}>
            <Link to={MY_BOOKINGS_PATH} style={{ ...button(false), display: 'inline-flex', alignItems: 'center', justifyContent: 'center', textDecoration: 'none' }}>
              查看我的候补
            </Link>
            <button type="button" style={button(true)} onClick={onClose}>
              知道了
            </button>
          </div>
        </>
      ) : (
        <>
          <p style={{ margin: '0 0 8px' }}>加入候补后，如有人取消，将按加入顺序为排在第一位的您保留该场地并短信通知，请在{paymentWindowMinutes}分钟内完成支付，逾时顺延给下一位。</p>
          {error && (
            <p role="alert" style={{ color: '#cf1322', margin: '0 0 8px' }}>
              {error}
            </p>
          )}
          <div style={{ display: 'flex', gap: 8 }}>
            <button type="button" style={button(true)} disabled={busy} onClick={() => void confirm()}>
              {busy ? '提交中…' : '确认候补'}
            </button>
            <button type="button" style={button(false)} onClick={onClose}>
              再想想
            </button>
          </div>
        </>
      )}
    </div>
  );
}
