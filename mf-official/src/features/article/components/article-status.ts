import { type StatusMap } from 'shared';
import { canManageArticles } from 'shared/rules';
import type { ArticleStatus } from '../api/types';

/** Article statuses (GLOSSARY: review): 草稿 → 待审核 → 已发布 / 已驳回. */
export const ARTICLE_STATUS: StatusMap<ArticleStatus> = {
  draft: { text: '草稿', color: 'default' },
  pending: { text: '待审核', color: 'gold' },
  approved: { text: '已发布', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
};

/** A review outcome reads 已通过 in the review list. */
export const REVIEW_RESULT: StatusMap<Exclude<ArticleStatus, 'draft'>> = {
  pending: { text: '待审核', color: 'gold' },
  approved: { text: '已通过', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
};

export const statusText = (s: string | null) => (s ? (ARTICLE_STATUS[s as ArticleStatus]?.text ?? s) : '');

/**
 * Who may work with articles in the back office (spec §6): the platform admin, or a user whose active institution
 * is of type 1, 2 or 6. The server enforces the same rule.
 */
export function mayManageArticles(session: { isAdmin: boolean; activeInstitution: { institution_type: number } | null }): boolean {
  return session.isAdmin || canManageArticles(session.activeInstitution?.institution_type);
}

/** Scheduled in the future: the article is approved but not on the site yet. */
export function isScheduled(a: { status: ArticleStatus; publish_at: string | null }, now = Date.now()): boolean {
  return a.status === 'approved' && a.publish_at !== null && Date.parse(a.publish_at) > now;
}
