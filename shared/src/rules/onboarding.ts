/**
 * 入驻管理 (spec §2.5 Onboarding management): the platform admin's seven review lists of 入驻 applications, the
 * review of one application (通过 / 驳回) and what approving it creates. Used by the server
 * (services/onboarding.ts), the mocks (mocks/handlers/onboarding.ts) and mf-account's review pages.
 */
import { APPLICATION_STATUS_TEXT, INSTITUTION_TYPE_NAMES } from './enrolment.ts';
import { REJECT_REASON_REQUIRED, REJECT_REASON_TOO_LONG } from './review.ts';
import type { SmsNoticeOf } from './sms-notices.ts';

/** The seven lists of 入驻管理 by their route name: the institution kind each shows (null: 入驻申请 shows every kind). */
export const ONBOARDING_LISTS = [
  { name: 'government', title: '政府/事业单位', institutionType: 1 },
  { name: 'societyList', title: '社会组织/协会', institutionType: 2 },
  { name: 'competitionList', title: '赛事运营机构', institutionType: 6 },
  { name: 'CanteraList', title: '青少年培训机构', institutionType: 3 },
  { name: 'VenueList', title: '场馆运营方', institutionType: 4 },
  { name: 'newsponsorList', title: '赞助商', institutionType: 5 },
  { name: 'residenceList', title: '入驻申请', institutionType: null },
] as const satisfies readonly { name: string; title: string; institutionType: number | null }[];

export type OnboardingListName = (typeof ONBOARDING_LISTS)[number]['name'];

/** The institution kind a list shows (undefined: every kind). */
export const onboardingListType = (name: string): number | undefined => ONBOARDING_LISTS.find((l) => l.name === name)?.institutionType ?? undefined;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The status filter's options, in the lists' order. */
export const APPLICATION_STATUS_OPTIONS = APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_TEXT[value]! }));

export const ONBOARDING_MSG = {
  notPending: '该入驻申请不在待审核状态，不能再审核',
  reasonMissing: REJECT_REASON_REQUIRED,
  reasonTooLong: REJECT_REASON_TOO_LONG,
  ownerDisabled: '该手机号的账号已停用，无法成为机构管理员，请先启用该账号',
  accountTaken: '该手机号已被其他账号用作登录名，无法创建机构管理员账号',
  /** two approvals of applications with the same mobile at once: the second finds the owner being created */
  ownerBusy: '该手机号的管理员账号正在创建，请稍后重试',
} as const;

/** 通过 / 驳回 of an application in `status`: only a pending one may be reviewed. The refusal in Chinese, or null. */
export function onboardingReviewRefusal(status: string): string | null {
  return status === 'pending' ? null : ONBOARDING_MSG.notPending;
}


/** Whom an approval makes the owner: a user with the applicant's mobile (bound), or a new one with it as login. */
export type OwnerPlan = { kind: 'bind'; userId: number } | { kind: 'create'; account: string; mobile: string } | { kind: 'refuse'; msg: string };

/**
 * The owner of the institution an approval creates: the existing user of the applicant's mobile is bound (a disabled
 * one is refused), else a new user whose login name is the mobile (SMS code login works at once).
 */
export function ownerPlan(mobile: string, existing: { id: number; status: string } | undefined): OwnerPlan {
  if (existing) return existing.status === 'active' ? { kind: 'bind', userId: existing.id } : { kind: 'refuse', msg: ONBOARDING_MSG.ownerDisabled };
  return { kind: 'create', account: mobile, mobile };
}

/** An approved venue operator (institution_type 4) with a venue address also gets its venue, pending review. */
export const approvalCreatesVenue = (a: { institutionType: number; venueAddress: string }): boolean => a.institutionType === 4 && a.venueAddress.trim() !== '';

/** The SMS notice that tells an approved applicant how to log in (shared/rules/sms-notices.ts `onboarding_approved`). */
export const onboardingApprovedNotice = (institutionName: string, mobile: string): SmsNoticeOf<'onboarding_approved'> => ({
  kind: 'onboarding_approved',
  params: { institution: institutionName, account: mobile },
});

/** The institution kind's Chinese name (列表的“机构类型”). */
export const institutionTypeName = (type: number): string => INSTITUTION_TYPE_NAMES[type] ?? '其他';
