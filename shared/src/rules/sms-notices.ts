/**
 * SMS notices: messages without a code (docs/auth.md, "SMS notices"). A closed list of kinds, each with its named
 * parameters in the order a template declares them and the Chinese text built from them. The demo outbox and the log
 * keep this text; a real provider sends the kind's approved template (SMS_TEMPLATE_<KIND> on the server) with the
 * same parameters — by name to Alibaba Cloud (`${venue}`), in this order to Tencent Cloud (`{1}`, `{2}` …) — so the
 * demo and the provider say the same thing. Adding a kind is one entry here: its type, its text and its template
 * variable follow from it.
 */

export const SMS_NOTICES = {
  /** 候补: the first in line is offered a freed range (services/venue-waitlist.ts, docs/venues.md). */
  waitlist_offer: {
    title: '候补场地空出通知',
    params: ['venue', 'court', 'time', 'deadline'],
    text: '您候补的{venue}{court} {time} 场地已空出，已为您保留，请在{deadline}前完成支付（我的预订 → 继续支付），逾时将顺延给下一位候补用户。',
  },
  /** 入驻管理: an approved applicant learns how to log in (services/onboarding.ts, docs/onboarding.md). */
  onboarding_approved: {
    title: '入驻审核通过通知',
    params: ['institution', 'account'],
    text: '您的入驻申请（{institution}）已审核通过。请在机构用户登录页用手机号 {account} 获取验证码登录后台。',
  },
} as const;

export type SmsNoticeKind = keyof typeof SMS_NOTICES;
export type SmsNoticeParam<K extends SmsNoticeKind = SmsNoticeKind> = (typeof SMS_NOTICES)[K]['params'][number];

/** One notice: its kind and a value for every parameter of the kind. */
export type SmsNoticeOf<K extends SmsNoticeKind> = { kind: K; params: Record<SmsNoticeParam<K>, string> };
export type SmsNotice = { [K in SmsNoticeKind]: SmsNoticeOf<K> }[SmsNoticeKind];

export const SMS_NOTICE_KINDS = Object.keys(SMS_NOTICES) as SmsNoticeKind[];

/** The parameters of a kind, in the order its text (and a Tencent Cloud template) declares them. */
export const smsNoticeParams = (kind: SmsNoticeKind): readonly string[] => SMS_NOTICES[kind].params;

export const isSmsNoticeKind = (value: unknown): value is SmsNoticeKind => typeof value === 'string' && Object.hasOwn(SMS_NOTICES, value);

/** The text of a notice, as the outbox keeps it and the kind's template says it: 【赛事运营平台】 and the filled text. */
export function smsNoticeText(notice: SmsNotice): string {
  const params = notice.params as Record<string, string>;
  return `【赛事运营平台】${SMS_NOTICES[notice.kind].text.replace(/\{([a-z_]+)\}/g, (_, name: string) => params[name] ?? '')}`;
}
