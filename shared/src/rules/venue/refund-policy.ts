/**
 * The refund of a cancelled booking (退订): a venue sets tiers of hours before the start → the percentage refunded
 * (default: 24 hours or more 100 %, 2 hours or more 50 %, less nothing). The tier that applies is the one with the
 * most hours that the time left still reaches; after the start nothing is refunded. A booking the venue cancels (it
 * closed, a closure) is refunded in full whenever that happens.
 *
 * Rounding: the refund is `paid × percent / 100` rounded down to a whole fen (the fraction of a fen stays with the
 * venue, as the finance refund policy rounds).
 */
import { VENUE_SETTINGS_MSG } from './venue-messages.ts';
import { yuanText } from './pricing.ts';
import { durationText, instantMs, type Instant } from './venue-time.ts';

export interface RefundTier {
  /** At least this many hours before the start (0–720, whole hours). */
  hoursBefore: number;
  /** Percentage of the paid amount refunded (0–100, whole). */
  percent: number;
}

export interface BookingRefundPolicy {
  tiers: RefundTier[];
}

export const DEFAULT_BOOKING_REFUND_POLICY: BookingRefundPolicy = {
  tiers: [
    { hoursBefore: 24, percent: 100 },
    { hoursBefore: 2, percent: 50 },
  ],
};

export const BOOKING_REFUND_MSG = {
  started: '预订已开始，不能退款',
  byVenue: '场馆取消预订，全额退款',
  noTier: (text: string) => `不满足退款条件（${text}），不予退款`,
} as const;

/** Why a venue's refund tiers cannot be saved, or null. More notice never refunds less. */
export function bookingRefundPolicyProblem(policy: BookingRefundPolicy): string | null {
  if (!policy.tiers.length) return VENUE_SETTINGS_MSG.refundTiersEmpty;
  for (const t of policy.tiers) {
    if (!Number.isInteger(t.hoursBefore) || t.hoursBefore < 0 || t.hoursBefore > 720) return VENUE_SETTINGS_MSG.refundHoursInvalid;
    if (!Number.isInteger(t.percent) || t.percent < 0 || t.percent > 100) return VENUE_SETTINGS_MSG.refundPercentInvalid;
  }
  const sorted = sortedTiers(policy);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].hoursBefore === sorted[i - 1].hoursBefore) return VENUE_SETTINGS_MSG.refundHoursDuplicate(sorted[i].hoursBefore);
    if (sorted[i].percent > sorted[i - 1].percent) return VENUE_SETTINGS_MSG.refundNotMonotonic;
  }
  return null;
}

/** The tiers, most hours first. */
const sortedTiers = (policy: BookingRefundPolicy) => [...policy.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);

const percentText = (percent: number) => (percent === 100 ? '全额退款' : percent === 0 ? '不退款' : `退${percent}%`);

/** The policy in words: `开始前24小时及以上取消全额退款；2至24小时退50%；不足2小时不退款`. */
export function bookingRefundPolicyText(policy: BookingRefundPolicy): string {
  const tiers = sortedTiers(policy);
  const parts = tiers.map((t, i) => {
    if (i === 0) return t.hoursBefore === 0 ? `开始前取消${percentText(t.percent)}` : `开始前${t.hoursBefore}小时及以上取消${percentText(t.percent)}`;
    const above = tiers[i - 1].hoursBefore;
    return t.hoursBefore === 0 ? `不足${above}小时${percentText(t.percent)}` : `${t.hoursBefore}至${above}小时${percentText(t.percent)}`;
  });
  const last = tiers[tiers.length - 1];
  if (last.hoursBefore > 0) parts.push(`不足${last.hoursBefore}小时不退款`);
  return parts.join('；');
}

export interface BookingRefund {
  percent: number;
  amountCents: number;
  /** The tier applied (null: none — after the start, or below the lowest tier; or a cancellation by the venue). */
  tier: RefundTier | null;
  /** Minutes left before the start at the cancellation (0 once started). */
  minutesBefore: number;
  /** `距开始还有25小时30分钟，开始前24小时及以上取消全额退款，退款¥120` and the like. */
  text: string;
}

/**
 * The refund of a booking that paid `paidCents` and starts at `start`, cancelled at `at` — by its user (the policy's
 * tiers) or by the venue (in full).
 */
export function bookingRefund(input: { policy: BookingRefundPolicy; paidCents: number; start: Instant; at: Instant; by?: 'user' | 'venue' }): BookingRefund {
  const paid = Math.max(0, Math.floor(input.paidCents));
  const msLeft = instantMs(input.start) - instantMs(input.at);
  const minutesBefore = Math.max(0, Math.floor(msLeft / 60_000));
  if (input.by === 'venue') return { percent: 100, amountCents: paid, tier: null, minutesBefore, text: `${BOOKING_REFUND_MSG.byVenue}，退款${yuanText(paid)}` };
  if (msLeft <= 0) return { percent: 0, amountCents: 0, tier: null, minutesBefore: 0, text: BOOKING_REFUND_MSG.started };
  const tier = sortedTiers(input.policy).find((t) => msLeft >= t.hoursBefore * 3600_000) ?? null;
  const left = `距开始还有${durationText(minutesBefore)}`;
  if (!tier || tier.percent === 0) return { percent: 0, amountCents: 0, tier, minutesBefore, text: `${left}，${BOOKING_REFUND_MSG.noTier(bookingRefundPolicyText(input.policy))}` };
  const amountCents = Math.floor((paid * tier.percent) / 100);
  const rule = tier.hoursBefore === 0 ? `开始前取消${percentText(tier.percent)}` : `开始前${tier.hoursBefore}小时及以上取消${percentText(tier.percent)}`;
  return { percent: tier.percent, amountCents, tier, minutesBefore, text: `${left}，${rule}，退款${yuanText(amountCents)}` };
}
