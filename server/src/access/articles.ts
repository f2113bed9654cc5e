/**
 * Articles (资讯): who may write, edit, submit and review them. The status machine and what a submitted article needs
 * are shared/rules' articles.ts (docs/data-model.md).
 * Column articles (kind 1) belong to an institution of type 1, 2 or 6 (spec §6) or to the platform (institution
 * null); type-B articles (kind 2) belong to the platform only. Review is the platform admin's.
 */
import { ARTICLE_KIND, type ArticleRef } from 'shared/rules';
import { canManageArticles, managedMembershipFor, managedMemberships } from './institutions.js';
import type { Principal } from './principal.js';

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

