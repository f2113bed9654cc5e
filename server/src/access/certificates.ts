/**
 * Who may do what with certificates (证书): a competition's managers (its organiser's institution, the grant holders,
 * the platform admin: canManageCompetition) edit its template, issue, revoke and download them; the holder downloads
 * their own; anyone verifies one by its code (no login).
 */
import { canManageCompetition, type CompetitionRef } from './competitions.js';
import type { Principal } from './principal.js';

export const canManageCertificates = (principal: Principal, competition: CompetitionRef, grants: readonly number[]) => canManageCompetition(principal, competition, grants);

/** The holder of a certificate downloads it (我的证书); managers go through canManageCertificates. */
export const holdsCertificate = (principal: Principal, certificate: { holderUserId: number | null }) =>
  certificate.holderUserId !== null && certificate.holderUserId === principal.userId;
