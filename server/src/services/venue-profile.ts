/**
 * A venue's profile (场馆信息: base, photo, service) and the platform's review of its changes (场馆变更审核), docs/venues.md
 * "Profile and change requests". A thin adapter of shared/rules venue-profile.ts:
 *
 * - whoever manages the venue (access/venues.ts canManageVenue; anyone else: 404) saves its profile. A venue not yet
 *   approved (pending, rejected) is written at once; an approved one keeps its approved version — what the public
 *   sees — and the save becomes a change request holding the changed fields. One pending request per venue: a new
 *   submit supersedes the pending one (its status `superseded`), so the platform always reviews the venue's latest
 *   wish and a reviewer still looking at the older one is told 该变更申请已处理. A closed venue is not edited.
 * - the platform admin lists and reviews the requests: approving applies the changes to the venue, rejecting keeps
 *   the venue as it is and records the reason the venue reads; either way in one transaction (the venue's row locked,
 *   then the request's), with the profile it was reviewed against and an audit line.
 */
import fp from 'fastify-plugin';
import {
  applyVenueProfileChanges,
  normalizeVenueProfile,
  venueChangeReviewProblem,
  venueChangeView,
  venueProfileAnswer,
  venueProfileProblem,
  venueProfileSaveDecision,
  VENUE_PROFILE_MSG,
  type VenueProfile,
} from 'shared/rules';
import { canManageVenue } from '../access/venues.js';
import type { Principal } from '../access/principal.js';
import type { Db } from '../db/client.js';
import { badInput, forbidden, notFound, refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { ChangeRequestFilter, ChangeRequestRow, ProfiledVenue } from '../repositories/venue-profile.js';

export interface VenueProfileActor {
  principal: Principal;
  ip: string;
}

export interface VenueProfileDeps {
  db: Db;
  repos: Pick<Repositories, 'venueProfile'>;
}

export function createVenueProfileService(deps: VenueProfileDeps) {
  const { db } = deps;
  const repo = deps.repos.venueProfile;

  async function managedVenue(principal: Principal, venueId: number): Promise<ProfiledVenue> {
    const venue = await repo.venue(venueId);
    if (!venue || !canManageVenue(principal, venue)) throw notFound();
    return venue;
  }

  const platformOnly = (principal: Principal) => {
    if (!principal.isPlatformAdmin) throw forbidden();
  };

  /** A request's view: a reviewed one against the profile it was reviewed with, a pending one against the venue's now. */
  const viewOf = (row: ChangeRequestRow, current: VenueProfile) =>
    venueChangeView({ ...row, base: row.before ? applyVenueProfileChanges(current, row.before) : current });

  async function profileView(venue: ProfiledVenue) {
    const { pending, lastReviewed } = await repo.venueRequests(venue.id);
    return venueProfileAnswer(venue, venue.profile, pending ? viewOf(pending, venue.profile) : null, lastReviewed ? viewOf(lastReviewed, venue.profile) : null);
  }

  return {
    /** The venue's profile as it is (the approved version of an approved venue), its pending request and its latest review. */
    async read(principal: Principal, venueId: number) {
      return profileView(await managedVenue(principal, venueId));
    },

    /** Saves the profile: directly while the venue is not approved, else as the venue's one pending change request. */
    async save({ principal, ip }: VenueProfileActor, venueId: number, input: VenueProfile) {
      const venue = await managedVenue(principal, venueId);
      const profile = normalizeVenueProfile(input);
      const problem = venueProfileProblem(profile, venue.profile);
      if (problem) throw badInput(problem);
      const actor = { userId: principal.userId, ip };
      await db.transaction(async (tx) => {
        const locked = await repo.lockVenue(tx, venue.id);
        if (!locked) throw notFound();
        const decision = venueProfileSaveDecision(locked.status, locked.profile, profile);
        if ('refusal' in decision) throw refused(decision.refusal);
        const { changes } = decision;
        const superseded = await repo.supersedePending(tx, venue.id);
        if (decision.mode === 'direct') {
          await repo.updateProfile(tx, venue.id, profile);
          await repo.audit(tx, actor, 'venue.profile.save', `venue:${venue.id}`, { fields: Object.keys(changes) });
        } else {
          const id = await repo.insertRequest(tx, { venueId: venue.id, changes, requestedBy: principal.userId });
          await repo.audit(tx, actor, 'venue.change.submit', `venue:${venue.id}`, { request_id: id, fields: Object.keys(changes), superseded: superseded ?? null });
        }
      });
      return profileView((await repo.venue(venue.id))!);
    },

    /** The platform's queue of change requests (superseded ones only when asked for). */
    async list(principal: Principal, filter: ChangeRequestFilter) {
      platformOnly(principal);
      const { list, total } = await repo.list(filter);
      const current = new Map<number, VenueProfile>();
      for (const row of list) if (!current.has(row.venue_id)) current.set(row.venue_id, (await repo.venue(row.venue_id))!.profile);
      return {
        list: list.map((row) => {
          const { before: _before, after: _after, diff, ...rest } = viewOf(row, current.get(row.venue_id)!);
          return { ...rest, change_count: diff.length };
        }),
        total,
      };
    },

    /** One change request with both versions and the diff (platform admin). */
    async info(principal: Principal, id: number) {
      platformOnly(principal);
      const row = await repo.request(id);
      if (!row) throw notFound();
      const venue = (await repo.venue(row.venue_id))!;
      return viewOf(row, venue.profile);
    },

    /** Approves (the changes are applied to the venue) or rejects (with the reason the venue reads) a pending request. */
    async review({ principal, ip }: VenueProfileActor, id: number, decision: 'approved' | 'rejected', reason: string) {
      platformOnly(principal);
      const found = await repo.request(id);
      if (!found) throw notFound();
      const rejectReason = decision === 'rejected' ? reason.trim() : '';
      await db.transaction(async (tx) => {
        const venue = await repo.lockVenue(tx, found.venue_id);
        const request = await repo.lockRequest(tx, id);
        if (!venue || !request) throw notFound();
        const problem = venueChangeReviewProblem(request.status, decision, reason);
        if (problem) throw problem === VENUE_PROFILE_MSG.requestHandled ? refused(problem) : badInput(problem);
        if (decision === 'approved') {
          const after = applyVenueProfileChanges(venue.profile, request.changes);
          await repo.updateProfile(tx, venue.id, after);
        }
        await repo.markReviewed(tx, id, { status: decision, before: venue.profile, rejectReason, reviewedBy: principal.userId });
        await repo.audit(tx, { userId: principal.userId, ip }, decision === 'approved' ? 'venue.change.approve' : 'venue.change.reject', `venue:${venue.id}`, {
          request_id: id,
          fields: Object.keys(request.changes),
          reason: rejectReason,
        });
      });
      const row = (await repo.request(id))!;
      return viewOf(row, (await repo.venue(row.venue_id))!.profile);
    },
  };
}

export type VenueProfileService = ReturnType<typeof createVenueProfileService>;

/** `app.venueProfile`: 场馆信息 and 场馆变更审核. */
export default fp(
  async (app) => {
    app.decorate('venueProfile', createVenueProfileService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'venue-profile-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    venueProfile: VenueProfileService;
  }
}
