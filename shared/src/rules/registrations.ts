/**
 * Athlete and referee registration (spec §2.4 register, community/register, person/realName, person/register;
 * docs/registrations.md): who may publish 注册要求, when a window is open, what a personal user must give to register,
 * who may review, and the Chinese refusals. Used by the server (services/registrations.ts), the mocks and the pages.
 */
import { REJECT_REASON_MAX, REJECT_REASON_REQUIRED, REJECT_REASON_TOO_LONG } from './review.ts';
import { validateIdCard } from './id-card.ts';
import { RuleRefusal } from './rule-refusal.ts';
import { isMobile, MOBILE_MESSAGE } from './validators.ts';

export const REGISTRATION_KINDS = ['athlete', 'referee'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];
export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const IDENTITY_STATUSES = ['pending', 'verified'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

export const REGISTRATION_KIND_TEXT: Readonly<Record<RegistrationKind, string>> = { athlete: '运动员', referee: '裁判员' };
export const REGISTRATION_STATUS_TEXT: Readonly<Record<RegistrationStatus, string>> = { pending: '待审核', approved: '已通过', rejected: '未通过' };
/** 性别 as the ID card gives it (1 男, 2 女; anything else: empty). */
export const personGenderText = (gender: number): string => (gender === 1 ? '男' : gender === 2 ? '女' : '');
/** 实名认证: submitted (待审核) until an institution approves a registration made with it (已认证); then locked. */
export const IDENTITY_STATUS_TEXT: Readonly<Record<IdentityStatus, string>> = { pending: '待审核', verified: '已认证' };
/** The status text of a person who has not submitted 实名认证 (status `none`). */
export const IDENTITY_NONE_TEXT = '未认证';

/**
 * The institutions that publish 注册要求 and take registrations (spec §6 kinds): 1 政府/事业单位 (体育局) and
 * 2 社会组织/协会 (体育协会、联合会).
 */
export const REGISTRATION_INSTITUTION_TYPES: readonly number[] = [1, 2];
export const canPublishRegistrations = (institutionType: number) => REGISTRATION_INSTITUTION_TYPES.includes(institutionType);

/** The optional fields a 注册要求 may make required (beyond name, ID card, gender and photo of 实名认证). */
export const REGISTRATION_FIELDS = { level: '等级', region: '所在地区', mobile: '联系电话', intro: '个人简介' } as const;
export type RegistrationField = keyof typeof REGISTRATION_FIELDS;
/** REGISTRATION_FIELDS' keys in their order, as the schemas' enum. */
export const REGISTRATION_FIELD_KEYS = ['level', 'region', 'mobile', 'intro'] as const satisfies readonly RegistrationField[];

export const REGISTRATION_MSG = {
  notPublisher: '仅体育局、体育协会等机构可发布注册要求',
  titleRequired: '请填写注册要求名称',
  sportsRequired: '请至少选择一个运动项目',
  windowOrder: '注册结束时间须晚于开始时间',
  notStarted: '注册尚未开始',
  ended: '注册已结束',
  duplicate: '本期注册已提交，请勿重复提交',
  own: '不能审核本人的注册',
  notPending: '该注册已审核，不能重复审核',
  reasonRequired: REJECT_REASON_REQUIRED,
  reasonTooLong: REJECT_REASON_TOO_LONG,
  kindLocked: '注册类型不能修改',
  identityMissing: '请先完成实名认证',
  identityLocked: '实名认证已通过，不能修改',
  nameRequired: '请填写真实姓名',
  photoRequired: '请上传本人照片',
  sportNotOffered: '所选运动项目不在本期注册范围内',
  kindMismatch: '该注册要求不适用于此类注册',
  fieldMissing: (label: string) => `请填写${label}`,
  documentMissing: (name: string) => `请上传${name}`,
} as const;

export const REGISTER_WINDOW_STATES = ['not_started', 'open', 'ended'] as const;
export type WindowState = (typeof REGISTER_WINDOW_STATES)[number];

/** Where `now` stands in a window: before its start, inside it (start inclusive, end exclusive), or after it. */
export function registerWindowState(window: { startsAt: string | Date; endsAt: string | Date }, now: Date = new Date()): WindowState {
  const t = now.getTime();
  if (t < new Date(window.startsAt).getTime()) return 'not_started';
  if (t >= new Date(window.endsAt).getTime()) return 'ended';
  return 'open';
}

/** The refusal of a registration outside its window (注册尚未开始 / 注册已结束), or null. */
export function registerWindowRefusal(window: { startsAt: string | Date; endsAt: string | Date }, now: Date = new Date()): string | null {
  const s = registerWindowState(window, now);
  return s === 'open' ? null : s === 'not_started' ? REGISTRATION_MSG.notStarted : REGISTRATION_MSG.ended;
}

export const WINDOW_STATE_TEXT: Readonly<Record<WindowState, string>> = { not_started: '未开始', open: '注册中', ended: '已结束' };

export interface SettingInput {
  title: string;
  sports: readonly string[];
  startsAt: string | Date;
  endsAt: string | Date;
}

/** The problem of a 注册要求 an institution saves, or null. */
export function settingProblem(institutionType: number, s: SettingInput): string | null {
  if (!canPublishRegistrations(institutionType)) return REGISTRATION_MSG.notPublisher;
  if (!s.title.trim()) return REGISTRATION_MSG.titleRequired;
  if (!s.sports.some((x) => x.trim())) return REGISTRATION_MSG.sportsRequired;
  if (new Date(s.endsAt).getTime() <= new Date(s.startsAt).getTime()) return REGISTRATION_MSG.windowOrder;
  return null;
}

export interface IdentityInput {
  realName: string;
  idCard: string;
  photo: string;
}

/** The problem of 实名认证 as submitted (name, ID card by the §5 rule, photo), or null. */
export function identityProblem(i: IdentityInput, current?: { status: IdentityStatus }): string | null {
  if (current?.status === 'verified') return REGISTRATION_MSG.identityLocked;
  if (!i.realName.trim()) return REGISTRATION_MSG.nameRequired;
  const idCard = validateIdCard(i.idCard);
  if (idCard) return idCard;
  if (!i.photo.trim()) return REGISTRATION_MSG.photoRequired;
  return null;
}

export interface ApplyInput {
  kind: RegistrationKind;
  sport: string;
  values: Partial<Record<RegistrationField, string>>;
  documents: readonly { name: string; url: string }[];
}

export interface ApplySetting {
  kind: string;
  sports: readonly string[];
  fields: readonly string[];
  documents: readonly string[];
  startsAt: string | Date;
  endsAt: string | Date;
}

/** A registration's form as asked (server and mock alike): its texts and documents trimmed, a mobile given checked (42200). */
export function registrationForm(input: { level?: string; region?: string; mobile?: string; intro?: string; documents?: readonly { name: string; url: string }[] }) {
  const documents = (input.documents ?? []).map((d) => ({ name: d.name.trim(), url: d.url.trim() }));
  const values = { level: input.level?.trim() ?? '', region: input.region?.trim() ?? '', mobile: input.mobile?.trim() ?? '', intro: input.intro?.trim() ?? '' };
  if (values.mobile && !isMobile(values.mobile)) throw new RuleRefusal(MOBILE_MESSAGE, 42200);
  return { documents, values };
}

/**
 * The refusal of a registration, or null. In order: 实名认证 done, the requirement of this kind, its window open, no
 * registration of the person in this window other than a rejected one, a sport it offers, its required fields and
 * documents.
 */
export function applyRefusal(
  input: ApplyInput,
  ctx: { identity: { status: IdentityStatus } | undefined; setting: ApplySetting; others: readonly { status: string }[]; now?: Date },
): string | null {
  if (!ctx.identity) return REGISTRATION_MSG.identityMissing;
  if (ctx.setting.kind !== input.kind) return REGISTRATION_MSG.kindMismatch;
  const window = registerWindowRefusal(ctx.setting, ctx.now);
  if (window) return window;
  if (ctx.others.some((o) => o.status !== 'rejected')) return REGISTRATION_MSG.duplicate;
  if (!ctx.setting.sports.includes(input.sport)) return REGISTRATION_MSG.sportNotOffered;
  for (const f of ctx.setting.fields) {
    const label = REGISTRATION_FIELDS[f as RegistrationField];
    if (label && !input.values[f as RegistrationField]?.trim()) return REGISTRATION_MSG.fieldMissing(label);
  }
  for (const d of ctx.setting.documents) if (!input.documents.some((x) => x.name === d && x.url.trim())) return REGISTRATION_MSG.documentMissing(d);
  return null;
}

/**
 * The refusal of 通过 / 驳回 of a registration by `reviewerId` for its state (40000), or null: pending only, never
 * one's own. The reason of a rejection is the review's input (42200): review.ts rejectReasonProblem.
 */
export function registrationReviewerRefusal(r: { status: string; userId: number }, reviewerId: number): string | null {
  if (r.userId === reviewerId) return REGISTRATION_MSG.own;
  if (r.status !== 'pending') return REGISTRATION_MSG.notPending;
  return null;
}

/** The longest reason of a rejection (the review page's input). */
export const REGISTRATION_REASON_MAX = REJECT_REASON_MAX;

/** The route of AddRegistration (spec §2.4 person/register/{path}/{key}/{register_id}/{person_id}). */
export const addRegistrationPath = (kind: RegistrationKind, key: 'details' | 'new', registerId: number, personId: number) =>
  `/admin/person/register/${kind}/${key}/${registerId}/${personId}`;
