/**
 * The Chinese texts of the venue rules, once: the refusals of a booking (each with a code the adapters and the
 * collision listing can tell apart), of the settings a venue saves (hours, closures, price rules, refund tiers, the
 * payment window), and the labels the pages show. The server answers a refusal as errno 40000 (`RuleRefusal`), the
 * mocks as the same envelope.
 */
import { RuleRefusal } from '../rule-refusal.ts';
import { durationText } from './venue-time.ts';

/** Why a booking (or one occurrence of a recurring booking) may not be taken. */
export const BOOKING_MSG = {
  venueClosed: '场馆已关闭',
  venueNotOpen: '场馆尚未开放预订',
  courtNotFound: '场地不存在',
  courtClosed: '场地已停用',
  courtMaintenance: '场地维护中，暂停预订',
  noItems: '请选择预订时段',
  rangeInvalid: '预订时段的结束时间须晚于开始时间',
  crossesMidnight: '预订时段不能跨越午夜',
  notAligned: '预订时段须从整点或半点开始，以30分钟为单位',
  past: '不能预订已经开始或过去的时段',
  tooFarAhead: (days: number) => `只能预订${days}天内的场地`,
  outsideHours: '不在营业时间内',
  closure: (reason: string) => `该时段场地不开放（${reason}）`,
  overlapping: '所选时段相互重叠',
  tooLong: (maxMinutes: number) => `单次预订不能超过${durationText(maxMinutes)}`,
  taken: '该时段已被预订',
  userLimit: (limit: number) => `您在本场馆未结束的预订已达上限（${limit}个）`,
  noPrice: '该时段未设置价格，暂不可预订',
  // 核销 and 取消 of a booking (booking-lifecycle.ts)
  codeInvalid: '核销码无效',
  otherVenue: '该预订不属于本场馆',
  alreadyRedeemed: '该预订已核销，不能重复核销',
  bookingCancelled: '该预订已取消',
  unpaid: '该预订尚未支付',
  tooEarlyToRedeem: (minutes: number) => `开场前${durationText(minutes)}起方可核销`,
  bookingEnded: '该预订已结束',
  notOwner: '只能取消自己的预订',
  redeemedNoCancel: '已核销的预订不能取消',
  startedNoCancel: '预订已开始，不能取消',
} as const;

export type BookingRefusalCode = keyof typeof BOOKING_MSG;

/** A refusal: which rule, its Chinese message, and the court and time it is about when it is about one. */
export interface BookingRefusal {
  code: BookingRefusalCode;
  message: string;
  courtId?: number;
  /** ISO start and end of the range refused. */
  start?: string;
  end?: string;
}

/** The refusal as the server's error handler and the mocks answer it (errno 40000). */
export const bookingRefusalError = (refusal: BookingRefusal) => new RuleRefusal(refusal.message);

/** What a venue saves that the rules refuse (errno 42200 through `settingsRefusalError`). */
export const VENUE_SETTINGS_MSG = {
  clockInvalid: '时间格式应为HH:mm',
  clockNotAligned: '时间须为整点或半点',
  endBeforeStart: '结束时间须晚于开始时间',
  crossesMidnight: '时段不能跨越午夜，请拆成两段',
  hoursOverlap: (a: string, b: string) => `营业时段重叠：${a} 与 ${b}`,
  specialDayInvalid: (day: string) => `特殊日期格式错误：${day}`,
  weekdayInvalid: '星期取值应为1（周一）到7（周日）',
  closureKindInvalid: '闭馆类型无效',
  closureRangeInvalid: '闭馆结束时间须晚于开始时间',
  closureTooLong: '单次闭馆不能超过366天',
  priceInvalid: '价格须为以分计的整数',
  priceNegative: '价格不能为负数',
  priceTooHigh: (maxYuan: number) => `每小时价格不能超过¥${maxYuan}`,
  memberAbovePrice: '会员价不能高于原价',
  bandKindInvalid: '价格类型无效',
  peakDaysEmpty: '高峰价须至少适用于平日、周末或节假日中的一种',
  bandsOverlap: (label: string, a: string, b: string) => `${label}时段重叠：${a} 与 ${b}`,
  ruleAt: (index: number, message: string) => `第${index + 1}条价格规则：${message}`,
  refundTiersEmpty: '退款规则至少需要一档',
  refundHoursInvalid: '提前小时数须为0到720之间的整数',
  refundPercentInvalid: '退款比例须为0到100之间的整数',
  refundHoursDuplicate: (hours: number) => `提前${hours}小时的退款档位重复`,
  refundNotMonotonic: '提前越早取消，退款比例不能越低',
  holdMinutesInvalid: (min: number, max: number) => `支付时限须为${min}到${max}分钟之间的整数`,
  maxBookingInvalid: '单次预订时长上限须为30分钟的整数倍，且不超过24小时',
  userLimitInvalid: '每人同时预订数须为0（不限）到100之间的整数',
  daysAheadInvalid: '可提前预订天数须为1到366之间的整数',
  recurringWeeksInvalid: (max: number) => `重复周数须为1到${max}之间的整数`,
  dayInvalid: '日期格式应为YYYY-MM-DD',
  // what the venue manager saves one part at a time (venue-settings.ts)
  onWeekday: (weekday: string, message: string) => `${weekday}：${message}`,
  specialDayPast: '不能设置今天之前的日期',
  specialDayEmpty: '请设置闭馆、营业时间、节假日或调休中的至少一项',
  specialDayClosedWithHours: '闭馆日不能设置营业时间',
  specialDayHoursPartial: '请同时填写开始和结束营业时间',
  holidayAndWorkday: '节假日与调休工作日不能同时设置',
  workdayNotWeekend: '调休工作日须为周六或周日',
  closureEnded: '闭馆结束时间须晚于当前时间',
  closureHitsBookings: (count: number) => `该时段内还有${count}个有效预订，请先取消这些预订再设置闭馆`,
  dayRangeReversed: '结束日期不能早于开始日期',
  dayRangeTooLong: (days: number) => `查询范围不能超过${days}天`,
} as const;

/** A settings refusal (errno 42200: input the rules find wrong). */
export const settingsRefusalError = (message: string) => new RuleRefusal(message, 42200);

/** Why a court or the whole venue is closed for a while. */
export type ClosureKind = 'holiday' | 'maintenance' | 'event' | 'other';
export const CLOSURE_KINDS: readonly ClosureKind[] = ['holiday', 'maintenance', 'event', 'other'];
export const CLOSURE_KIND_LABEL: Record<ClosureKind, string> = {
  holiday: '节假日闭馆',
  maintenance: '场地维护',
  event: '活动包场',
  other: '暂停开放',
};
