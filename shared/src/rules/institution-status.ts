/**
 * 机构列表 (docs/institutions.md): the platform admin disables (停用) and re-enables (启用) an institution with a reason
 * kept on the record. While disabled its staff cannot sign in, its public pages (competitions, articles, venues)
 * are gone and it takes no new orders; its money stays. Used by the server (services/institution-status.ts), the
 * mocks (mocks/handlers/institutions.ts) and mf-account's 机构列表 pages.
 */
import { INSTITUTION_TYPE_NAMES } from './enrolment.ts';

export const INSTITUTION_STATUSES = ['approved', 'disabled'] as const;
export type InstitutionStatus = (typeof INSTITUTION_STATUSES)[number];

export const INSTITUTION_STATUS_TEXT: Readonly<Record<InstitutionStatus, string>> = { approved: '正常', disabled: '已停用' };

/** The institution kind filter's options (1–6, GLOSSARY). */
export const INSTITUTION_TYPE_OPTIONS = Object.entries(INSTITUTION_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }));

export const INSTITUTION_ACTION_TEXT = { disable: '停用', enable: '启用' } as const;
export type InstitutionStatusAction = keyof typeof INSTITUTION_ACTION_TEXT;

export const INSTITUTION_REASON_MAX = 200;

export const INSTITUTION_STATUS_MSG = {
  reasonMissing: '请填写停用原因',
  reasonTooLong: '原因不能超过200个字',
  notApproved: '该机构不是正常状态，不能停用',
  notDisabled: '该机构未停用，无需启用',
  /** a new sign-up or booking of a disabled institution's competition or venue */
  closed: '该机构已停用，暂不接受报名或预订',
} as const;

/** 停用 / 启用 of an institution in `status`: only a normal one may be disabled, only a disabled one enabled. */
export function institutionStatusRefusal(action: InstitutionStatusAction, status: string): string | null {
  if (action === 'disable') return status === 'approved' ? null : INSTITUTION_STATUS_MSG.notApproved;
  return status === 'disabled' ? null : INSTITUTION_STATUS_MSG.notDisabled;
}

/** 停用 needs a reason; 启用 may carry one. Trimmed, at most 200 characters. The problem, or null. */
export function institutionReasonProblem(action: InstitutionStatusAction, reason: string | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (action === 'disable' && !text) return INSTITUTION_STATUS_MSG.reasonMissing;
  return text.length > INSTITUTION_REASON_MAX ? INSTITUTION_STATUS_MSG.reasonTooLong : null;
}

/** The sign-in refusal of staff whose institution is disabled. */
export const institutionDisabledMessage = (name: string, reason: string): string =>
  `您所在的机构「${name}」已被平台停用${reason ? `（原因：${reason}）` : ''}，无法登录，如有疑问请联系平台管理员`;

export interface StaffMembership {
  name: string;
  status: string;
  /** the reason of the institution's last 停用 */
  reason: string;
}

/**
 * Whether a user may sign in given the institutions they are staff of: a platform admin or a personal user always
 * may; a member of at least one normal institution may (the disabled ones are simply not listed); a member of
 * institutions that are all disabled may not — the refusal names the first of them and its reason.
 */
export function staffSignInRefusal(user: { isPlatformAdmin: boolean; isPerson: boolean }, memberships: readonly StaffMembership[]): string | null {
  if (user.isPlatformAdmin || user.isPerson || memberships.length === 0) return null;
  if (memberships.some((m) => m.status !== 'disabled')) return null;
  return institutionDisabledMessage(memberships[0]!.name, memberships[0]!.reason);
}
