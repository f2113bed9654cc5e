import { maskMobile } from 'shared/rules';
import type { BoardSlot } from '../api/reserve';

/** What a cell of the board says: free / held / booked (who) / blocked / checked in / closed / outside hours / past. */
export function cellLabel(slot: BoardSlot): string {
  const b = slot.booking;
  if (slot.state === 'free') return '空闲';
  if (slot.state === 'outside') return '非营业';
  if (slot.state === 'closed') return slot.closed_reason ? `不开放（${slot.closed_reason}）` : '不开放';
  if (b?.kind === 'block') return `锁场${b.note ? ` ${b.note}` : ''}`;
  if (b && (slot.state === 'held' || b.kind === 'hold')) return `待支付 ${b.name}`;
  if (b) return `${b.status === 'checked_in' ? '已核销' : '已预订'} ${b.name} ${b.mobile ? maskMobile(b.mobile) : ''}`.trim();
  return slot.state === 'past' ? '已过' : '已占用';
}

export const CELL_COLORS: Record<string, string> = {
  free: '#f6ffed',
  held: '#fffbe6',
  taken: '#e6f4ff',
  block: '#f5f5f5',
  closed: '#fff1f0',
  outside: '#fafafa',
  past: '#fafafa',
};

export const cellColor = (slot: BoardSlot) => CELL_COLORS[slot.booking?.kind === 'block' ? 'block' : slot.state] ?? '#fff';

/** The half hours of the day's board (the opening span of the venue: every court has the same clocks). */
export const boardClocks = (courts: { slots: BoardSlot[] }[]) => [...new Set(courts.flatMap((c) => c.slots.map((s) => s.start_clock)))].sort();
