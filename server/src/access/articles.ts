/**
 * Articles (资讯): who may write, edit, submit and review them, and the status machine (docs/data-model.md).
 * Column articles (kind 1) belong to an institution of type 1, 2 or 6 (spec §6) or to the platform (institution
 * null); type-B articles (kind 2) belong to the platform only. Review is the platform admin's.
 */
import { canManageArticles, managedMembershipFor, managedMemberships } from './institutions.js';
import type { Principal } from './principal.js';

export type ArticleStatus = 'draft' | 'pending' | 'approved' | 'rejected';
export const ARTICLE_STATUSES: readonly ArticleStatus[] = ['draft', 'pending', 'approved', 'rejected'];

/** kind 1: column article (资讯); kind 2: type-B article (B类文章). */
export const ARTICLE_KIND = { column: 1, typeB: 2 } as const;

export interface ArticleRef {
  institutionId: number | null;
  kind: number;
}

/**
 * May the caller write articles for `institutionId` (null = the platform)? The platform admin writes for the
 * platform and for any institution; a manager only for an own institution whose type may manage articles (never
 * institution 121, whose members are personal users).
 */
export function canWriteArticlesFor(principal: Principal, institutionId: number | null): boolean {
  if (principal.isPlatformAdmin) return true;
  if (institutionId === null || principal.isPerson) return false;
  const membership = managedMembershipFor(principal, institutionId);
  return membership !== undefined && canManageArticles(membership.institutionType);
}

/** May the caller see and change this article in the back office (owner institution's manager or the admin)? */
export function canManageArticle(principal: Principal, article: ArticleRef): boolean {
  if (principal.isPlatformAdmin) return true;
  if (article.kind !== ARTICLE_KIND.column) return false;
  return canWriteArticlesFor(principal, article.institutionId);
}

/** The institutions whose articles the caller manages: 'all' (admin) or the own article-capable ones. */
export function articleScope(principal: Principal): 'all' | number[] {
  if (principal.isPlatformAdmin) return 'all';
  if (principal.isPerson) return [];
  return managedMemberships(principal)
    .filter((m) => canManageArticles(m.institutionType))
    .map((m) => m.institutionId);
}

/** Articles of the platform and type-B articles publish without review. */
export const needsReview = (article: ArticleRef) => article.kind === ARTICLE_KIND.column && article.institutionId !== null;

export type ArticleAction = 'edit' | 'delete' | 'submit' | 'withdraw' | 'approve' | 'reject' | 'unpublish';

const FROM: Record<ArticleAction, readonly ArticleStatus[]> = {
  edit: ['draft', 'rejected', 'approved'],
  delete: ['draft', 'rejected', 'approved'],
  submit: ['draft', 'rejected'],
  withdraw: ['pending'],
  approve: ['pending'],
  reject: ['pending'],
  unpublish: ['approved'],
};

const REFUSAL: Record<ArticleAction, string> = {
  edit: '文章正在审核中，不能修改',
  delete: '文章正在审核中，不能删除',
  submit: '只有草稿或已驳回的文章可以提交审核',
  withdraw: '只有待审核的文章可以撤回',
  approve: '只有待审核的文章可以审核',
  reject: '只有待审核的文章可以审核',
  unpublish: '只有已发布的文章可以下线',
};

export const allowedFrom = (action: ArticleAction): readonly ArticleStatus[] => FROM[action];

/**
 * The status after `action` on an article in `status`, or the Chinese refusal.
 * - submit: pending when the article needs review, else approved (published at once);
 * - edit: an institution's approved article goes back to draft (it must be reviewed again), everything else
 *   keeps its status;
 * - withdraw and unpublish → draft, approve → approved, reject → rejected; delete keeps the status.
 */
export function articleTransition(
  status: string,
  action: ArticleAction,
  article: ArticleRef,
): { ok: true; to: ArticleStatus } | { ok: false; msg: string } {
  if (!(FROM[action] as readonly string[]).includes(status)) return { ok: false, msg: REFUSAL[action] };
  switch (action) {
    case 'submit':
      return { ok: true, to: needsReview(article) ? 'pending' : 'approved' };
    case 'edit':
      return { ok: true, to: status === 'approved' && needsReview(article) ? 'draft' : (status as ArticleStatus) };
    case 'withdraw':
    case 'unpublish':
      return { ok: true, to: 'draft' };
    case 'approve':
      return { ok: true, to: 'approved' };
    case 'reject':
      return { ok: true, to: 'rejected' };
    default:
      return { ok: true, to: status as ArticleStatus };
  }
}

export interface ArticleDraftFields {
  kind: number;
  title: string;
  columnId: number | null;
  content: string;
}

/** Completeness check before submitting: the first missing item as a Chinese message, or null. */
export function submitProblem(a: ArticleDraftFields): string | null {
  if (!a.title.trim()) return '请填写文章标题';
  if (a.kind === ARTICLE_KIND.column && !a.columnId) return '请选择栏目';
  if (!a.content.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(a.content)) return '请填写文章内容';
  return null;
}

/** Public: approved, kind as asked, and the scheduled time reached. */
export function isPublic(a: { reviewStatus: string; publishAt: Date | null }, now: Date): boolean {
  return a.reviewStatus === 'approved' && a.publishAt !== null && a.publishAt.getTime() <= now.getTime();
}
