/**
 * Articles (资讯): the status machine with its Chinese refusals, and what a complete article needs before it is
 * submitted — the same for the server (server/src/access/articles.ts adds who may act) and the mocks.
 * Column articles (kind 1) belong to an institution of type 1, 2 or 6 (spec §6) or to the platform (institution
 * null); type-B articles (kind 2) belong to the platform only. Review is the platform admin's.
 */
import { isSafeUrl } from './safe-url.ts';
import { sanitizeHtml } from './sanitize-html.ts';

export type ArticleStatus = 'draft' | 'pending' | 'approved' | 'rejected';
export const ARTICLE_STATUSES: readonly ArticleStatus[] = ['draft', 'pending', 'approved', 'rejected'];

/** kind 1: column article (资讯); kind 2: type-B article (B类文章). */
export const ARTICLE_KIND = { column: 1, typeB: 2 } as const;

export interface ArticleRef {
  institutionId: number | null;
  kind: number;
}

/** Articles of the platform and type-B articles publish without review. */
export const articleNeedsReview = (article: ArticleRef) => article.kind === ARTICLE_KIND.column && article.institutionId !== null;

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

/** The Chinese refusals of the article and column routes (server and mocks). */
export const ARTICLE_MSG = {
  editPending: '文章正在审核中，不能修改',
  deletePending: '文章正在审核中，不能删除',
  statusChanged: '文章状态已变化，请刷新后重试',
  titleRequired: '标题不能为空',
  contentRequired: '文章内容不能为空',
  coverInvalid: '封面图片地址无效',
  typeBHasNoColumn: 'B类文章不属于任何栏目',
  columnMissing: '栏目不存在',
  institutionCannotPublish: '只有政府/事业单位、社会组织/协会、赛事运营机构可以发布资讯',
  columnNameRequired: '栏目名称不能为空',
  columnNameTaken: '栏目名称已存在',
  columnHasArticles: '栏目下还有文章，不能删除',
  /** the history reason when an institution's published article is edited back to draft */
  editedAfterPublish: '已发布的文章修改后需重新审核',
  /** what an article still misses before it is submitted (articleSubmitProblem; the article form says the same) */
  submitTitleMissing: '请填写文章标题',
  submitColumnMissing: '请选择栏目',
  submitContentMissing: '请填写文章内容',
} as const;

const REFUSAL: Record<ArticleAction, string> = {
  edit: ARTICLE_MSG.editPending,
  delete: ARTICLE_MSG.deletePending,
  submit: '只有草稿或已驳回的文章可以提交审核',
  withdraw: '只有待审核的文章可以撤回',
  approve: '只有待审核的文章可以审核',
  reject: '只有待审核的文章可以审核',
  unpublish: '只有已发布的文章可以下线',
};

export const articleAllowedFrom = (action: ArticleAction): readonly ArticleStatus[] => FROM[action];

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
      return { ok: true, to: articleNeedsReview(article) ? 'pending' : 'approved' };
    case 'edit':
      return { ok: true, to: status === 'approved' && articleNeedsReview(article) ? 'draft' : (status as ArticleStatus) };
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

/** Whether rich text holds something to read: text outside the tags, or an image. */
export const articleHasContent = (content: string) => Boolean(content.replace(/<[^>]*>/g, '').trim()) || /<img\s/i.test(content);

/** Completeness check before submitting: the first missing item as a Chinese message, or null. */
export function articleSubmitProblem(a: ArticleDraftFields): string | null {
  if (!a.title.trim()) return ARTICLE_MSG.submitTitleMissing;
  if (a.kind === ARTICLE_KIND.column && !a.columnId) return ARTICLE_MSG.submitColumnMissing;
  if (!articleHasContent(a.content)) return ARTICLE_MSG.submitContentMissing;
  return null;
}

/** Public: approved, kind as asked, and the scheduled time reached. */
export function isArticlePublic(a: { reviewStatus: string; publishAt: Date | null }, now: Date): boolean {
  return a.reviewStatus === 'approved' && a.publishAt !== null && a.publishAt.getTime() <= now.getTime();
}

/** The longest rich text an article (or the agreement) may send, in characters. */
export const ARTICLE_CONTENT_MAX = 200_000;

/** An article's create or edit as the API takes it. */
export interface ArticleInput {
  column_id?: number | null;
  title?: string;
  author?: string;
  cover?: string;
  summary?: string;
  content?: string;
  publish_at?: string | null;
}

/**
 * Checks an article's create or edit, the server's and the mocks' one check: the fields to write (trimmed, the rich
 * text sanitised, a cover only when it changed — an unchanged one, e.g. a demo image, is left alone), or the Chinese
 * problem (42200). `columnExists`: `column_id`'s column exists.
 */
export function articleFieldChanges(b: ArticleInput, ctx: { kind: number; currentCover?: string; columnExists: boolean }): { problem: string } | { changes: ArticleInput } {
  const f: ArticleInput = {};
  if (b.title !== undefined && !(f.title = b.title.trim())) return { problem: ARTICLE_MSG.titleRequired };
  if (b.author !== undefined) f.author = b.author.trim();
  if (b.summary !== undefined) f.summary = b.summary.trim();
  if (b.cover !== undefined && b.cover.trim() !== ctx.currentCover) {
    f.cover = b.cover.trim();
    if (f.cover && (f.cover.length > 512 || !isSafeUrl(f.cover))) return { problem: ARTICLE_MSG.coverInvalid };
  }
  if (b.content !== undefined) {
    if (b.content.length > ARTICLE_CONTENT_MAX) return { problem: `文章内容不能超过${ARTICLE_CONTENT_MAX}个字符` };
    f.content = sanitizeHtml(b.content);
  }
  if (b.publish_at !== undefined) f.publish_at = b.publish_at;
  if (b.column_id !== undefined) {
    if (b.column_id !== null && ctx.kind === ARTICLE_KIND.typeB) return { problem: ARTICLE_MSG.typeBHasNoColumn };
    if (b.column_id !== null && !ctx.columnExists) return { problem: ARTICLE_MSG.columnMissing };
    f.column_id = b.column_id;
  }
  return { changes: f };
}
