/**
 * 报备 (filing) of a match or activity and its review (spec §4): the competition statuses, which action may move a
 * competition from which status to which, the completeness check before filing, and the review of a 信息变更
 * (competition-changes.ts) — with their Chinese refusals. Stated once for the server (access/competitions.ts,
 * routes/competition/{filing,changes}.ts) and the mocks; dependency-free.
 */
import { isSafeUrl } from './safe-url.ts';

/** Canonical competition statuses (docs/data-model.md). Only approved competitions are public. */
export type CompetitionStatus = 'draft' | 'pending' | 'approved' | 'rejected' | 'withdrawn';
export const COMPETITION_STATUSES: readonly CompetitionStatus[] = ['draft', 'pending', 'approved', 'rejected', 'withdrawn'];

export type CompetitionAction = 'file' | 'withdraw' | 'approve' | 'reject' | 'edit' | 'delete';

const FROM: Record<CompetitionAction, readonly CompetitionStatus[]> = {
  file: ['draft', 'rejected', 'withdrawn'],
  withdraw: ['pending'],
  approve: ['pending'],
  reject: ['pending'],
  edit: ['draft', 'approved', 'rejected', 'withdrawn'],
  delete: ['draft', 'rejected', 'withdrawn'],
};

const TO: Partial<Record<CompetitionAction, CompetitionStatus>> = {
  file: 'pending',
  withdraw: 'withdrawn',
  approve: 'approved',
  reject: 'rejected',
};

/** Chinese refusals of the filing workflow. */
export const FILING_MSG = {
  file: '只有草稿、已驳回或已撤回的赛事可以报备',
  withdraw: '只有待审核的赛事可以撤回',
  approve: '只有待审核的赛事可以审核',
  reject: '只有待审核的赛事可以审核',
  edit: '赛事正在审核中，不能修改',
  delete: '只有草稿、已驳回或已撤回的赛事可以删除',
  /** Two requests raced: the status changed between the check and the write. */
  stateChanged: '赛事状态已变化，请刷新后重试',
  codeInvalid: '管理权限码无效',
  codeOwnInstitution: '您已是该赛事所属机构的管理员，无需使用权限码',
  codeAlreadyGranted: '您已拥有该赛事的管理权限',
  noPendingChange: '没有待审核的修改',
  changeReviewOnlyPending: '只有待审核的修改可以审核',
  changeStateChanged: '修改状态已变化，请刷新后重试',
  seriesHasCompetitions: '该系列下还有赛事，不能删除',
  nameRequired: '名称不能为空',
  seriesMissing: '赛事系列不存在',
  venueMissing: '场馆不存在',
  /** a list of competitions or series asked by an organiser without naming the institution */
  institutionRequired: '机构不能为空',
  dateRange: '开始日期不能晚于结束日期',
  /** what a competition still misses before it is filed (filingProblem; the competition form says 请选择运动项目 too) */
  nameMissing: '请填写赛事名称',
  sportMissing: '请选择运动项目',
  endBeforeStart: '结束时间不能早于开始时间',
  locationMissing: '请填写举办地点',
  coverUnsafe: '封面图片地址无效',
} as const;

/**
 * The base info of a create or edit, as given (the rest as saved): a name that is not blank, an end not before the
 * start, a cover that is a safe link (isSafeUrl). The refusal (errno 42200) or null; the server's filing routes and
 * the filing mock both ask it.
 */
export function competitionFieldsProblem(f: { name?: string; start?: Date; end?: Date; cover?: string }): string | null {
  if (f.name !== undefined && !f.name.trim()) return FILING_MSG.nameRequired;
  if (f.start && f.end && f.end.getTime() < f.start.getTime()) return FILING_MSG.endBeforeStart;
  const cover = f.cover?.trim();
  if (cover && !isSafeUrl(cover)) return FILING_MSG.coverUnsafe;
  return null;
}

/**
 * 运动项目 (spec §7 GET /institution/project): the sports an organiser picks for a match or activity. The column
 * `competitions.sport` is free text (older data keeps its value); this curated list is what the forms offer.
 */
export const SPORT_PROJECTS: readonly string[] = [
  '足球',
  '篮球',
  '排球',
  '田径',
  '游泳',
  '跳水',
  '赛艇',
  '乒乓球',
  '羽毛球',
  '网球',
  '围棋',
  '象棋',
  '马拉松',
  '越野跑',
  '健步走',
  '定向越野',
  '自行车',
  '跳绳',
  '武术',
  '跆拳道',
  '体操',
  '击剑',
  '射箭',
  '棒垒球',
  '门球',
  '冰雪运动',
  '电子竞技',
  '综合',
];

/** The statuses an action may start from. */
export const allowedFrom = (action: CompetitionAction): readonly CompetitionStatus[] => FROM[action];

/**
 * The outcome of an action on a competition in `status`: `{ ok: true, to }` (to = the new status, or the same one
 * for edit/delete) or `{ ok: false, msg }` with the Chinese refusal.
 */
export function competitionTransition(status: string, action: CompetitionAction): { ok: true; to: CompetitionStatus } | { ok: false; msg: string } {
  if (!(FROM[action] as readonly string[]).includes(status)) return { ok: false, msg: FILING_MSG[action] };
  return { ok: true, to: TO[action] ?? (status as CompetitionStatus) };
}

export interface FilingFields {
  name: string;
  sport: string;
  location: string;
  startAt: Date;
  endAt: Date;
}

/** Completeness check before filing; the first missing item as a Chinese message, or null when complete. */
export function filingProblem(c: FilingFields): string | null {
  if (!c.name.trim()) return FILING_MSG.nameMissing;
  if (!c.sport.trim()) return FILING_MSG.sportMissing;
  if (c.endAt.getTime() < c.startAt.getTime()) return FILING_MSG.endBeforeStart;
  if (!c.location.trim()) return FILING_MSG.locationMissing;
  return null;
}

/** Statuses of a 信息变更 (a change of an approved competition's name, cover or introduction). */
export type CompetitionChangeStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

/** A change is reviewed only while pending: the refusal, or null. */
export const changeReviewRefusal = (status: string): string | null => (status === 'pending' ? null : FILING_MSG.changeReviewOnlyPending);

/** The status a review action moves a change to. */
export const reviewedChangeStatus = (action: 'approve' | 'reject'): CompetitionChangeStatus => (action === 'approve' ? 'approved' : 'rejected');
