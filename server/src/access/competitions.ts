import { canManageInstitution, managesAnyInstitution } from './institutions.js';
import type { Principal } from './principal.js';

/** Canonical competition statuses (docs/data-model.md). Only approved competitions are public. */
export type CompetitionStatus = 'draft' | 'pending' | 'approved' | 'rejected' | 'withdrawn';
export const COMPETITION_STATUSES: readonly CompetitionStatus[] = ['draft', 'pending', 'approved', 'rejected', 'withdrawn'];

export interface CompetitionRef {
  institutionId: number;
}

/** Owner: the platform admin or a manager of the competition's institution (code, grants, delete). */
export function ownsCompetition(principal: Principal, competition: CompetitionRef): boolean {
  return canManageInstitution(principal, competition.institutionId);
}

/**
 * Who manages a competition (view, edit, file, withdraw): its owners plus the institution users who redeemed its
 * management permission code (`grants` = user ids of competition_managers rows).
 */
export function canManageCompetition(principal: Principal, competition: CompetitionRef, grants: readonly number[]): boolean {
  if (ownsCompetition(principal, competition)) return true;
  return !principal.isPerson && managesAnyInstitution(principal) && grants.includes(principal.userId);
}

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

const REFUSAL: Record<CompetitionAction, string> = {
  file: '只有草稿、已驳回或已撤回的赛事可以报备',
  withdraw: '只有待审核的赛事可以撤回',
  approve: '只有待审核的赛事可以审核',
  reject: '只有待审核的赛事可以审核',
  edit: '赛事正在审核中，不能修改',
  delete: '只有草稿、已驳回或已撤回的赛事可以删除',
};

/** The statuses an action may start from. */
export const allowedFrom = (action: CompetitionAction): readonly CompetitionStatus[] => FROM[action];

/**
 * The outcome of an action on a competition in `status`: `{ ok: true, to }` (to = the new status, or the same one
 * for edit/delete) or `{ ok: false, msg }` with the Chinese refusal.
 */
export function transition(status: string, action: CompetitionAction): { ok: true; to: CompetitionStatus } | { ok: false; msg: string } {
  if (!(FROM[action] as readonly string[]).includes(status)) return { ok: false, msg: REFUSAL[action] };
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
  if (!c.name.trim()) return '请填写赛事名称';
  if (!c.sport.trim()) return '请选择运动项目';
  if (c.endAt.getTime() < c.startAt.getTime()) return '结束时间不能早于开始时间';
  if (!c.location.trim()) return '请填写举办地点';
  return null;
}

/**
 * The public face of an approved competition (名称、封面、简介) changes only after the platform's review (信息变更):
 * the rule is stated once, dependency-free, for the server and the client (and its mocks).
 */
export { planEdit, REVIEWED_FIELDS, type EditPlan, type ReviewedField, type ReviewedValues } from 'shared/rules';
