/**
 * 打卡 (check-in challenges, issue 24): saving a challenge, a participant's check-in and the review of a record, each
 * one transaction with its audit line. The decisions are shared/src/rules/check-in.ts (the refusals, the flags, the
 * status a record starts in); the statements repositories/check-ins.ts; who may act access/check-ins.ts.
 *
 * A participant's check-ins are written one at a time (their entry is locked), so two at once cannot both pass the
 * daily limit. The check-in or approval that first meets the challenge's goal issues the participant's 打卡完成证书 in
 * the same transaction (services/certificates.ts issueCheckInCertificates). A track counts for the China day it started when that day is in the challenge, else for the day it
 * was submitted (and is flagged: it started outside the window).
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  CHECK_IN_FLAG,
  CHECK_IN_MSG,
  checkInPace,
  checkInSubmitProblem,
  checkInWindow,
  chinaDate,
  initialCheckInStatus,
  trackDay,
  trackFingerprint,
  trackFlags,
  type CheckInEvidence,
  type CheckInSettingsValues,
  type CheckInStatus,
  type TrackSport,
} from 'shared/rules';
import type { Db } from '../db/client.js';
import { refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { Participant } from '../repositories/check-ins.js';
import { issueCheckInCertificates } from './certificates.js';
import { holdTrackParsing, TRACK_PARSE_WARM_AFTER_MS } from './track-files.js';

export interface CheckInActor {
  userId: number;
  ip: string;
}

/** What a parsed track file says (services/track-files.ts). */
export interface ParsedTrack {
  sport: TrackSport | null;
  distanceMeters: number;
  durationSeconds: number;
  startAt: string;
  /** every point, for the fingerprint */
  points: { lat: number; lon: number; at: number }[];
  /** at most 1000 [lat, lon] points, for the picture of the route */
  route: [number, number][];
}

export interface CheckInSubmit {
  competitionId: number;
  participant: Participant;
  settings: CheckInSettingsValues;
  evidence: CheckInEvidence;
  mediaId: number;
  /** read from a screenshot or a photo by the participant; a track's own values replace them */
  distanceMeters: number | null;
  durationSeconds: number | null;
  note: string;
  track: ParsedTrack | null;
  now: Date;
}

export function createCheckInsService({ db, repos }: { db: Db; repos: Repositories }) {
  return {
    async saveSettings(competitionId: number, values: CheckInSettingsValues, actor: CheckInActor) {
      await db.transaction(async (tx) => {
        await repos.checkIns.saveSettings(tx, competitionId, values);
        await repos.audit.writeIn(tx, { actorId: actor.userId, action: 'check-in.settings', target: `competition:${competitionId}`, detail: { ...values }, ip: actor.ip });
      });
    },

    /** Writes a check-in, or refuses it with the rule's Chinese reason (nothing written). */
    async submit(c: CheckInSubmit, actor: CheckInActor): Promise<{ id: number; status: CheckInStatus; day: string; flags: string[] }> {
      const { settings, track } = c;
      const today = chinaDate(c.now);
      const startedOn = track ? trackDay(track) : null;
      const day = startedOn && startedOn >= settings.startsOn && startedOn <= settings.endsOn ? startedOn : today;
      const distanceMeters = track ? Math.round(track.distanceMeters) : c.distanceMeters;
      const durationSeconds = track ? Math.round(track.durationSeconds) : c.durationSeconds;
      const fingerprint = track ? createHash('sha256').update(trackFingerprint(track.points)).digest('hex') : '';
      return db.transaction(async (tx) => {
        await repos.checkIns.lockParticipant(tx, c.participant.signUpId);
        const sameDayCount = await repos.checkIns.sameDayCount(tx, c.participant.signUpId, day);
        // the day of the submission itself must be in the challenge; a track's own start is only flagged
        const submission = { evidence: c.evidence, day, sameDayCount, distanceMeters, durationSeconds, sport: track?.sport ?? null };
        const problem = (day !== today ? checkInSubmitProblem(settings, { ...submission, day: today, sameDayCount: 0 }) : null) ?? checkInSubmitProblem(settings, submission);
        if (problem) throw refused(problem);
        const flags = track && settings.sport ? trackFlags({ sport: settings.sport, distanceMeters: track.distanceMeters, durationSeconds: track.durationSeconds, startAt: track.startAt }, checkInWindow(settings)) : [];
        if (await repos.checkIns.fingerprintTaken(tx, c.competitionId, fingerprint, c.participant.signUpId)) flags.push(CHECK_IN_FLAG.duplicate);
        const status = initialCheckInStatus(settings.reviewRequired, flags);
        const id = await repos.checkIns.insertRecord(tx, {
          competitionId: c.competitionId,
          signUpId: c.participant.signUpId,
          userId: c.participant.userId,
          day,
          evidence: c.evidence,
          mediaId: c.mediaId,
          distanceMeters,
          durationSeconds,
          paceSeconds: checkInPace(distanceMeters, durationSeconds),
          startAt: track ? new Date(track.startAt) : null,
          route: track?.route ?? [],
          fingerprint,
          flags,
          note: c.note,
          status,
        });
        await repos.audit.writeIn(tx, { actorId: actor.userId, action: 'check-in.submit', target: `check-in:${id}`, detail: { competitionId: c.competitionId, day, status, flags }, ip: actor.ip });
        // a check-in approved at once may be the one that meets the goal: its completion certificate, in this transaction
        if (status === 'approved') await issueCheckInCertificates(repos, tx, c.competitionId, [c.participant], null);
        return { id, status, day, flags };
      });
    },

    /** 通过 / 驳回 a pending record (the route requires the reason of a rejection). */
    async review(id: number, action: 'approve' | 'reject', reason: string, actor: CheckInActor) {
      await db.transaction(async (tx) => {
        const record = await repos.checkIns.lockRecord(tx, id);
        if (!record || record.status !== 'pending') throw refused(CHECK_IN_MSG.reviewOnlyPending);
        const status: CheckInStatus = action === 'approve' ? 'approved' : 'rejected';
        await repos.checkIns.setReview(tx, id, status, reason, actor.userId);
        await repos.audit.writeIn(tx, { actorId: actor.userId, action: `check-in.${action}`, target: `check-in:${id}`, detail: { reason }, ip: actor.ip });
        if (status !== 'approved') return;
        // the approval may meet the goal: the completion certificate is issued with it (the participant locked, as a check-in is)
        await repos.checkIns.lockParticipant(tx, record.signUpId);
        const participant = await repos.checkIns.participantBySignUp(record.competitionId, record.signUpId, tx);
        if (participant) await issueCheckInCertificates(repos, tx, record.competitionId, [participant], actor.userId);
      });
    },
  };
}

export type CheckInsService = ReturnType<typeof createCheckInsService>;

/** `app.checkIns`: 打卡 settings, check-ins and their review. */
export default fp(
  async (app) => {
    app.decorate('checkIns', createCheckInsService({ db: app.database.db, repos: app.repos }));
    // the threads that parse track files (services/track-files.ts): started ahead by a served site (demo or
    // production) once it has been up for a while, started by the first file elsewhere (tests, `pnpm dev`), ended
    // with the app
    let trackParsing: ReturnType<typeof holdTrackParsing> | null = null;
    app.addHook('onReady', async function holdTrackParsers() {
      trackParsing = holdTrackParsing({ warmAfterMs: app.config.production || app.config.demo ? TRACK_PARSE_WARM_AFTER_MS : null });
    });
    app.addHook('onClose', async () => trackParsing?.release());
  },
  { name: 'check-ins-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    checkIns: CheckInsService;
  }
}
