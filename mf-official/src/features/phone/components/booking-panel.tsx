import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { formatAmount, isApiError, SITE_PALETTE, useSession, useSubmitAttempt } from 'shared';
import { loginRedirectPath, MY_BOOKINGS_PATH } from 'shared/rules';
import { addChinaDays, chinaWeekday, parseClock, WEEKDAY_LABEL } from 'shared/rules';
import { cashierPath, getBoard, getBookingRules, getFreeCourts, holdSlots, type FreeCourts, type HoldSlot, type SiteBoard, type SiteRules, type SiteSlot } from '../api/booking';
import { keepSlots, keptDay, takeKeptSlots } from './kept-slots';
import { PhoneSection } from './phone-section';
import { WaitlistPrompt, type WaitlistTarget } from './waitlist-prompt';
import { TOUCH_LINK, touchButton } from './touch-styles';

const muted = { color: '#8c8c8c' } as const;
const select: CSSProperties = { minHeight: 44, fontSize: 16, borderRadius: 8, border: '1px solid #d9d9d9', padding: '0 8px', background: '#fff' };

const STATE_TEXT: Record<string, string> = { free: '可订', taken: '已订', closed: '不可订' };
const errorText = (e: unknown) => (isApiError(e) || e instanceof Error ? e.message : '操作失败，请稍后重试');
const dayLabel = (day: string, today: string) => (day === today ? '今天' : day === addChinaDays(today, 1) ? '明天' : WEEKDAY_LABEL[chinaWeekday(day)]);
const key = (courtId: number, start: string) => `${courtId}|${start}`;

/** The half-hour clocks of a day for 找空场 (00:00 … 23:30). */
const CLOCKS = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const DURATIONS = [30, 60, 90, 120, 150, 180, 240];
const plus = (clock: string, minutes: number) => {
  const [h, m] = clock.split(':').map(Number);
  const total = (h! * 60 + m! + minutes) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};
const durationText = (minutes: number) => (minutes % 60 ? `${Math.floor(minutes / 60) ? `${Math.floor(minutes / 60)}小时` : ''}${minutes % 60}分钟` : `${minutes / 60}小时`);

/**
 * The chosen slots as bookings: touching half hours of one court are one booking. `gap` is true when a court's chosen
 * half hours are not one run (the venue books one range per court at a time).
 */
export function chosenRanges(board: SiteBoard, chosen: ReadonlySet<string>): { slots: HoldSlot[]; totalCents: number; gap: boolean; minutes: number } {
  const slots: HoldSlot[] = [];
  let totalCents = 0;
  let gap = false;
  let minutes = 0;
  for (const court of board.courts) {
    const picked = court.slots.filter((s) => chosen.has(key(court.id, s.start)));
    picked.forEach((s, i) => {
      totalCents += s.amount_cents ?? 0;
      minutes += 30;
      const last = slots[slots.length - 1];
      if (i > 0 && last && last.court_id === court.id && last.end === s.start) last.end = s.end;
      else {
        if (i > 0) gap = true;
        slots.push({ court_id: court.id, start: s.start, end: s.end });
      }
    });
  }
  return { slots, totalCents, gap, minutes };
}

function SlotCell({ slot, courtName, chosen, onToggle }: { slot: SiteSlot; courtName: string; chosen: boolean; onToggle: () => void }) {
  const free = slot.state === 'free';
  // a taken slot offers 候补 (the waiting list)
  const taken = slot.state === 'taken';
  const background = chosen ? SITE_PALETTE.orange : free ? '#f6ffed' : taken ? '#fff7e6' : '#f5f5f5';
  return (
    <button
      type="button"
      aria-pressed={free ? chosen : undefined}
      disabled={!free && !taken}
      onClick={onToggle}
      aria-label={`${courtName} ${slot.start_clock}–${slot.end_clock} ${chosen ? '已选' : STATE_TEXT[slot.state]}${slot.amount_cents !== null && free ? ` ${formatAmount(slot.amount_cents)}` : ''}${taken ? ' 可候补' : ''}`}
      title={slot.price_text ?? undefined}
      style={{ width: '100%', minHeight: 44, border: 'none', borderRadius: 6, background, color: chosen ? '#fff' : free ? '#389e0d' : taken ? '#d46b08' : '#bfbfbf', fontSize: 12, cursor: free || taken ? 'pointer' : 'default', padding: 2 }}
    >
      {chosen ? '已选' : free ? (slot.amount_cents !== null ? formatAmount(slot.amount_cents).replace(/\.00$/, '') : '可订') : taken ? '已订 · 候补' : STATE_TEXT[slot.state]}
    </button>
  );
}

function SlotGrid({ board, chosen, onToggle }: { board: SiteBoard; chosen: ReadonlySet<string>; onToggle: (courtId: number, slot: SiteSlot) => void }) {
  const first = board.courts[0];
  if (!first) return <p style={{ ...muted, textAlign: 'center', padding: '16px 0' }}>暂无可预订的场地</p>;
  if (first.slots.length === 0) return <p style={{ ...muted, textAlign: 'center', padding: '16px 0' }}>当天不营业，请选择其他日期</p>;
  return (
    <div style={{ overflowX: 'auto', WebkitOverflowScrolling: 'touch' }}>
      <table aria-label="场地时段" style={{ borderCollapse: 'separate', borderSpacing: 4, minWidth: '100%' }}>
        <thead>
          <tr>
            <th scope="col" style={{ position: 'sticky', left: 0, background: '#fff', fontWeight: 400, ...muted, fontSize: 12 }}>
              时段
            </th>
            {board.courts.map((c) => (
              <th key={c.id} scope="col" style={{ minWidth: 72, fontSize: 13 }}>
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {first.slots.map((row, i) => (
            <tr key={row.start}>
              <th scope="row" style={{ position: 'sticky', left: 0, background: '#fff', fontWeight: 400, fontSize: 12, whiteSpace: 'nowrap' }}>
                {row.start_clock}
              </th>
              {board.courts.map((c) => {
                const slot = c.slots[i];
                return <td key={c.id}>{slot && <SlotCell slot={slot} courtName={c.name} chosen={chosen.has(key(c.id, slot.start))} onToggle={() => onToggle(c.id, slot)} />}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 找空场: a start and a duration → the free courts (choose one to select its half hours) or the nearest free times. */
function FreeCourtFinder({ venueId, day, onPick }: { venueId: number; day: string; onPick: (courtId: number, start: string, end: string) => void }) {
  const [start, setStart] = useState('18:00');
  const [duration, setDuration] = useState(90);
  const [answer, setAnswer] = useState<FreeCourts | null>(null);
  const [error, setError] = useState('');
  const end = plus(start, duration);
  useEffect(() => setAnswer(null), [day]);
  const find = async () => {
    setError('');
    try {
      setAnswer(await getFreeCourts({ venue_id: venueId, day, start, end }));
    } catch (e) {
      setAnswer(null);
      setError(errorText(e));
    }
  };
  return (
    <div role="search" aria-label="找空场" style={{ borderTop: '1px solid #f0f0f0', marginTop: 12, paddingTop: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <label>
          开始 <select aria-label="开始时间" value={start} onChange={(e) => setStart(e.target.value)} style={select}>
            {CLOCKS.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
        <label>
          时长 <select aria-label="时长" value={duration} onChange={(e) => setDuration(Number(e.target.value))} style={select}>
            {DURATIONS.map((d) => <option key={d} value={d}>{durationText(d)}</option>)}
          </select>
        </label>
        <button type="button" style={touchButton(false)} onClick={() => void find()}>
          找空场
        </button>
      </div>
      <p style={{ ...muted, margin: '8px 0 0', fontSize: 12 }}>
        {day} {start}–{end}
      </p>
      {error && <p role="alert" style={{ color: '#cf1322' }}>{error}</p>}
      {answer && (
        <div aria-live="polite">
          {answer.refusal ? (
            <p role="alert" style={{ color: '#cf1322' }}>{answer.refusal}</p>
          ) : answer.free.length > 0 ? (
            <ul aria-label="空闲场地" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0', display: 'grid', gap: 8 }}>
              {answer.free.map((f) => (
                <li key={f.court_id}>
                  <button type="button" style={{ ...touchButton(false), width: '100%', textAlign: 'left' }} onClick={() => onPick(f.court_id, `${answer.start}`, `${answer.end}`)}>
                    {f.court_name} {answer.start}–{answer.end} {formatAmount(f.amount_cents)} · 选择
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <>
              <p style={{ margin: '8px 0 4px' }}>该时段没有空闲场地{answer.alternatives.length ? '，附近的空闲时段：' : ''}</p>
              <ul aria-label="附近的空闲时段" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
                {answer.alternatives.map((a) => (
                  <li key={`${a.court_id}-${a.start}`}>
                    <button type="button" style={{ ...touchButton(false), width: '100%', textAlign: 'left' }} onClick={() => onPick(a.court_id, a.start_clock, a.end_clock)}>
                      {a.court_name} {a.start_clock}–{a.end_clock} {formatAmount(a.amount_cents)} · 选择
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * 预订场地 of /cgDetail: the date strip (the venue's bookable days), the slot grid (courts × half hours, free / taken /
 * closed with prices), choosing half hours (one run per court) with the total, 找空场, and 去支付 — a visitor signs in
 * first and comes back; a user's hold makes the 待支付 order the finance module's cashier pays.
 */
export const BookingPanel = observer(function BookingPanel({ venueId }: { venueId: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const attempt = useSubmitAttempt();
  const [rules, setRules] = useState<SiteRules | null | undefined>(undefined);
  const [day, setDay] = useState('');
  const [board, setBoard] = useState<SiteBoard | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const [waitFor, setWaitFor] = useState<WaitlistTarget | null>(null);

  useEffect(() => {
    getBookingRules(venueId).then(
      (r) => {
        setRules(r);
        const kept = keptDay(venueId);
        setDay(kept && r.days.includes(kept) ? kept : (r.days[0] ?? ''));
      },
      () => setRules(null),
    );
  }, [venueId]);
  useEffect(() => {
    if (!day) return;
    let live = true;
    setBoard(null);
    getBoard(venueId, day).then(
      (b) => {
        if (!live) return;
        setBoard(b);
        // the half hours chosen before logging in, while still free
        const kept = new Set(takeKeptSlots(venueId, day));
        if (kept.size > 0) setChosen(new Set(b.courts.flatMap((c) => c.slots.filter((s) => s.state === 'free' && kept.has(key(c.id, s.start))).map((s) => key(c.id, s.start)))));
      },
      () => live && setBoard(null),
    );
    return () => {
      live = false;
    };
  }, [venueId, day, version]);

  const picked = useMemo(() => (board ? chosenRanges(board, chosen) : null), [board, chosen]);

  if (rules === undefined) return null;
  if (rules === null || rules.days.length === 0) return null;
  const today = rules.days[0]!;

  const changeDay = (d: string) => {
    setWaitFor(null);
    setDay(d);
    setChosen(new Set());
    setError('');
  };
  const toggle = (courtId: number, slot: SiteSlot) => {
    if (slot.state === 'taken') {
      if (!session.isLoggedIn) {
        navigate(loginRedirectPath(`/cgDetail?id=${venueId}`));
        return;
      }
      const court = board?.courts.find((c) => c.id === courtId);
      setWaitFor({ venueId, courtId, courtName: court?.name ?? '', day, slot });
      return;
    }
    const k = key(courtId, slot.start);
    const next = new Set(chosen);
    if (next.has(k)) next.delete(k);
    else next.add(k);
    setChosen(next);
    setError('');
  };
  /** 找空场's choice: the court's half hours of the range become the selection. */
  const pick = (courtId: number, start: string, end: string) => {
    const court = board?.courts.find((c) => c.id === courtId);
    if (!court) return;
    const from = parseClock(start) ?? 0;
    const to = end === '00:00' ? 1440 : (parseClock(end) ?? 0);
    const slots = court.slots.filter((s) => (parseClock(s.start_clock) ?? -1) >= from && (parseClock(s.start_clock) ?? 1440) < to);
    setChosen(new Set(slots.filter((s) => s.state === 'free').map((s) => key(courtId, s.start))));
    setError('');
  };
  const pay = async () => {
    if (!picked || picked.slots.length === 0 || busy) return;
    if (!session.isLoggedIn) {
      keepSlots(venueId, day, chosen);
      navigate(loginRedirectPath(`/cgDetail?id=${venueId}`));
      return;
    }
    setBusy(true);
    setError('');
    const body = { venue_id: venueId, slots: picked.slots };
    try {
      const held = await attempt.send(body, (k) => holdSlots(body, k));
      navigate(cashierPath(held.order.order_no));
    } catch (e) {
      setError(errorText(e));
      setChosen(new Set());
      setVersion((v) => v + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PhoneSection title="预订场地" id="venue-booking">
      <p style={{ ...muted, margin: '0 0 8px', fontSize: 12 }}>
        锁场后请在{rules.payment_window_minutes}分钟内完成支付；单次同一场地最长{durationText(rules.max_booking_minutes)}
        {rules.parallel_booking_limit > 0 ? `；每人最多${rules.parallel_booking_limit}个未结束的预订` : ''}。退订规则：{rules.refund_policy_text}。
      </p>
      <div role="tablist" aria-label="日期" style={{ display: 'flex', gap: 8, overflowX: 'auto', paddingBottom: 4 }}>
        {rules.days.map((d) => (
          <button
            key={d}
            type="button"
            role="tab"
            aria-selected={d === day}
            onClick={() => changeDay(d)}
            style={{ ...touchButton(d === day), flex: '0 0 auto', minWidth: 64, padding: '4px 8px', lineHeight: 1.3, fontSize: 14 }}
          >
            {dayLabel(d, today)}
            <br />
            <span style={{ fontSize: 12 }}>{d.slice(5)}</span>
          </button>
        ))}
      </div>
      {board ? (
        <>
          {board.open_text && <p style={{ ...muted, margin: '8px 0', fontSize: 12 }}>营业时间 {board.open_text}</p>}
          <SlotGrid board={board} chosen={chosen} onToggle={toggle} />
          {waitFor && <WaitlistPrompt target={waitFor} paymentWindowMinutes={rules.payment_window_minutes} onClose={() => setWaitFor(null)} />}
          <FreeCourtFinder venueId={venueId} day={day} onPick={pick} />
        </>
      ) : (
        <p style={{ ...muted, textAlign: 'center' }}>加载中，请稍等....</p>
      )}
      {error && (
        <p role="alert" style={{ color: '#cf1322', fontSize: 15 }}>
          {error}
        </p>
      )}
      <div style={{ position: 'sticky', bottom: 0, background: '#fff', borderTop: '1px solid #f0f0f0', marginTop: 12, paddingTop: 8, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <div aria-live="polite">
          {picked && picked.slots.length > 0 ? (
            <>
              已选 {durationText(picked.minutes)}，合计 <strong style={{ color: SITE_PALETTE.orange, fontSize: 18 }}>{formatAmount(picked.totalCents)}</strong>
              {picked.gap && <div style={{ color: '#cf1322', fontSize: 12 }}>同一场地请选择连续的时段</div>}
            </>
          ) : (
            <span style={muted}>请选择场地时段</span>
          )}
        </div>
        <button type="button" style={touchButton(true, !picked?.slots.length || picked.gap || busy)} disabled={!picked?.slots.length || picked.gap || busy} onClick={() => void pay()}>
          {busy ? '提交中…' : '去支付'}
        </button>
      </div>
      <p style={{ margin: '12px 0 0', textAlign: 'center' }}>
        <Link to={MY_BOOKINGS_PATH} style={TOUCH_LINK}>
          我的预订
        </Link>
      </p>
    </PhoneSection>
  );
});
