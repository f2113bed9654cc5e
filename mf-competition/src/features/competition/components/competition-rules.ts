/**
 * Which status actions a page offers, mirroring the server's transitions (server/src/access/competitions.ts):
 * the server decides; these only hide buttons that would certainly be refused.
 */
import type { CompetitionStatus, CompetitionType } from '../api/types';

export const canEditStatus = (s: CompetitionStatus) => s !== 'pending';
export const canFileStatus = (s: CompetitionStatus) => s === 'draft' || s === 'rejected' || s === 'withdrawn';
export const canWithdrawStatus = (s: CompetitionStatus) => s === 'pending';
export const canDeleteStatus = (s: CompetitionStatus) => s === 'draft' || s === 'rejected' || s === 'withdrawn';

/** 比赛 or 活动 from a c_type route parameter or query (anything but 2 is a match). */
export const typeOf = (value: string | number | null | undefined): CompetitionType => (Number(value) === 2 ? 2 : 1);
export const typeText = (t: CompetitionType) => (t === 2 ? '活动' : '比赛');

/** Path of the match management layout of a competition (spec §2.4 /institution/match/{id}/{c_type}). */
export const managementPath = (c: { id: number; c_type: CompetitionType }, page = 'base') => `/admin/institution/match/${c.id}/${c.c_type}/${page}`;
/** Path of the series management layout (spec §2.4 /institution/series/{id}/{c_type}). */
export const seriesPath = (s: { id: number; c_type: CompetitionType }, page = 'base') => `/admin/institution/series/${s.id}/${s.c_type}/${page}`;
