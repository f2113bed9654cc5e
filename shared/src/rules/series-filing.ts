/**
 * 系列报备 (filing of a whole 赛事系列) and its review, and the series management menu (spec §2.4 series paths,
 * §2.5 "Series menus"). A series goes through the statuses of a single filing (filing-status.ts): draft → pending
 * (filed with its member matches/activities) → approved | rejected (with a reason); pending → withdrawn; rejected or
 * withdrawn → pending again. Filing the series files its members that are not filed yet, and the review decides
 * them with the series (docs/series.md). Stated once for the server (routes/competition/series-filing.ts), the
 * mocks and the pages; dependency-free.
 */
import { allowedFrom, filingProblem, type CompetitionAction, type CompetitionStatus, type FilingFields } from './filing-status.ts';

export type SeriesStatus = CompetitionStatus;
export type SeriesAction = Extract<CompetitionAction, 'file' | 'withdraw' | 'approve' | 'reject' | 'edit'>;

/** Chinese refusals of the series filing. */
export const SERIES_FILING_MSG = {
  refilePending: '该系列正在审核中，不能重复报备',
  refileApproved: '该系列已通过审核，无需重复报备',
  withdraw: '只有待审核的系列可以撤回',
  reviewed: '该系列报备已审核，不能重复审核',
  reviewNotFiled: '只有待审核的系列可以审核',
  edit: '系列正在审核中，不能修改',
  noMembers: '系列下还没有比赛或活动，不能报备',
  joinPending: '系列正在审核中，不能向其中添加赛事',
  stateChanged: '系列状态已变化，请刷新后重试',
} as const;

/** What the 系列报备 page says about each status. */
export const SERIES_FILING_EXPLAIN: Record<SeriesStatus, string> = {
  draft: '尚未报备。报备时系列信息与系列下尚未报备的比赛、活动一并提交平台审核；审核通过后这些赛事在官网发布。',
  pending: '已提交报备，等待平台审核；审核期间系列信息不能修改，也不能向系列添加赛事，可以撤回。',
  approved: '系列报备已通过，系列下随系列报备的赛事已在官网发布。之后新建的赛事请单独报备。',
  rejected: '系列报备被驳回，请按驳回原因修改后重新报备。',
  withdrawn: '系列报备已撤回，可以修改后重新报备。',
};

const TO: Record<Exclude<SeriesAction, 'edit'>, SeriesStatus> = { file: 'pending', withdraw: 'withdrawn', approve: 'approved', reject: 'rejected' };

function refusal(status: string, action: SeriesAction): string {
  if (action === 'file') return status === 'pending' ? SERIES_FILING_MSG.refilePending : SERIES_FILING_MSG.refileApproved;
  if (action === 'withdraw') return SERIES_FILING_MSG.withdraw;
  if (action === 'edit') return SERIES_FILING_MSG.edit;
  return status === 'approved' || status === 'rejected' ? SERIES_FILING_MSG.reviewed : SERIES_FILING_MSG.reviewNotFiled;
}

/**
 * The outcome of an action on a series in `status` (the moves of a single filing, allowedFrom): `{ ok: true, to }`
 * or `{ ok: false, msg }`. 'edit' (also a deletion or a new member) is refused only while the series is pending.
 */
export function seriesTransition(status: string, action: SeriesAction): { ok: true; to: SeriesStatus } | { ok: false; msg: string } {
  if (!(allowedFrom(action) as readonly string[]).includes(status)) return { ok: false, msg: refusal(status, action) };
  return { ok: true, to: action === 'edit' ? (status as SeriesStatus) : TO[action] };
}

/** The members that a series filing files with it: those not filed yet or sent back (draft, rejected, withdrawn). */
export const filedWithSeries = (memberStatus: string): boolean => (allowedFrom('file') as readonly string[]).includes(memberStatus);

/** The reason in a member's status history when it moves with its series (the series' review reason after a colon). */
export const seriesMemberNote = (action: Exclude<SeriesAction, 'edit'>, reason = ''): string =>
  action === 'file' ? '随系列报备提交' : reason ? `随系列报备：${reason}` : '随系列报备';

/**
 * Whether the series may be filed with these members: the first refusal (no member; a member the filing would file
 * that is not complete, named — the single filing's filingProblem), or null.
 */
export function seriesFilingProblem(members: readonly (FilingFields & { status: string })[]): string | null {
  if (members.length === 0) return SERIES_FILING_MSG.noMembers;
  for (const m of members) {
    if (!filedWithSeries(m.status)) continue;
    const problem = filingProblem(m);
    if (problem) return `「${m.name.trim() || '未命名赛事'}」：${problem}`;
  }
  return null;
}

/** Route names of the series management pages (spec §2.5 "Series menus", mf-competition/src/app/routes.tsx). */
export type SeriesPageName = 'SeriesBase' | 'SeriesList' | 'ActivityList' | 'create' | 'createActivity' | 'SeriesRecord' | 'manSeriesBase';

export interface SeriesMenuAudience {
  status: SeriesStatus;
  /** 1 match series, 2 activity series */
  cType: 1 | 2;
  /** The series' institution's manager or the platform admin (can_own); otherwise a grant holder of a member. */
  owner: boolean;
}

/**
 * The pages of a series' side menu, in order — one rule for the layout, its redirects and the server's answers:
 * - a manager who holds management of a member competition (management permission code, ActivityCode) but not the
 *   series: 系列信息 read-only (manSeriesBase, `base2`) only;
 * - the owner while the series is under review (pending): the reduced menu, 系列信息 and 系列报备 — nothing of the
 *   series may change until the platform decides;
 * - the owner otherwise: 系列信息, the member list and 新建 of its type, and 系列报备.
 */
export function seriesMenu(a: SeriesMenuAudience): SeriesPageName[] {
  if (!a.owner) return ['manSeriesBase'];
  if (a.status === 'pending') return ['SeriesBase', 'SeriesRecord'];
  return a.cType === 2 ? ['SeriesBase', 'ActivityList', 'createActivity', 'SeriesRecord'] : ['SeriesBase', 'SeriesList', 'create', 'SeriesRecord'];
}

/** The page a series opens on: 系列信息 of the audience (base, or base2 for a grant holder). */
export const seriesHomePage = (a: Pick<SeriesMenuAudience, 'owner'>): SeriesPageName => (a.owner ? 'SeriesBase' : 'manSeriesBase');
