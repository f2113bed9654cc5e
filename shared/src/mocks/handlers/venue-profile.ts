/**
 * 场馆信息 and 场馆变更审核 (docs/venues.md "Profile and change requests"), a thin adapter over shared/rules
 * venue-profile.ts as services/venue-profile.ts is: the venues of `mockDb.venues` with the profile columns they lack
 * (coordinates, intro, photos, services) kept here, and the change requests — two pending ones as the server's seed.
 */
import {
  applyVenueProfileChanges,
  normalizeVenueProfile,
  venueChangeReviewProblem,
  venueChangeView,
  venueProfileAnswer,
  venueProfileOf,
  venueProfileProblem,
  venueProfileSaveDecision,
  VENUE_PROFILE_MSG,
  type VenueChangeSource,
  type VenueProfile,
} from '../../rules/venue/venue-profile';
import { DEMO_VENUE_CHANGES, demoVenueId } from '../../demo/index.ts';
import { mockDb, perMockDb } from '../db';
import { badInput, notFound, paginate, refused } from '../envelope';
import type { MockVenue } from '../fixtures/venues';
import type { MockUser } from '../fixtures/users';
import { canManageMockVenue } from './guard';
import { mock, refuse } from '../route';

type Row = Omit<VenueChangeSource, 'base' | 'venue_name' | 'institution_name'> & { before: VenueProfile | null };

const store = perMockDb(() => ({
  /** the profile of each venue once read or written here, by venue id */
  profiles: new Map<number, VenueProfile>(),
  requests: DEMO_VENUE_CHANGES.map(({ venue, changes }, i): Row => ({ id: i + 1, venue_id: demoVenueId(venue), status: 'pending', changes, before: null, reject_reason: '', reviewer_name: '', created_at: new Date(Date.UTC(2026, 9, 20 + i, 2)).toISOString(), reviewed_at: null })),
}));

const profileOf = (venue: MockVenue) => store().profiles.get(venue.id) ?? venueProfileOf(venue);

/** The venue's current profile (what the public sees: /phone/venue_info shows its intro, photo captions, services). */
export const mockVenueProfile = profileOf;

function write(venue: MockVenue, p: VenueProfile) {
  store().profiles.set(venue.id, p);
  Object.assign(venue, { name: p.name, address: p.address, city: p.city, district: p.district, phone: p.phone, open_hours: p.open_hours, sports: p.sports });
}

const venueOf = (id: number) => mockDb.venues.find((v) => v.id === id);

function managedVenue(user: MockUser, venueId: number): MockVenue {
  const venue = venueOf(venueId);
  return venue && canManageMockVenue(user, venue) ? venue : refuse(notFound());
}

function viewOf(row: Row) {
  const venue = venueOf(row.venue_id)!;
  return venueChangeView({ ...row, venue_name: venue.name, institution_name: venue.institution_name, base: row.before ?? profileOf(venue) });
}

const latest = (rows: Row[]) => rows.sort((a, b) => (b.reviewed_at ?? '').localeCompare(a.reviewed_at ?? '') || b.id - a.id)[0];

function profileView(venue: MockVenue) {
  const mine = store().requests.filter((r) => r.venue_id === venue.id);
  const pending = mine.find((r) => r.status === 'pending');
  const reviewed = latest(mine.filter((r) => r.status === 'approved' || r.status === 'rejected'));
  return venueProfileAnswer(venue, profileOf(venue), pending ? viewOf(pending) : null, reviewed ? viewOf(reviewed) : null);
}

/** Pending change requests of the venues `mine` says the caller sees (update_venue_count). */
export const pendingVenueChangeCount = (mine: (institutionId: number) => boolean) =>
  store().requests.filter((r) => r.status === 'pending' && mine(venueOf(r.venue_id)!.institution_id)).length;

export const venueProfileHandlers = [
  mock.get('/admin/venue_profile', ({ user, query }) => profileView(managedVenue(user, query.venue_id))),

  mock.put('/admin/venue_profile', ({ user, body: { venue_id, ...input } }) => {
    const venue = managedVenue(user, venue_id);
    const profile = normalizeVenueProfile(input as VenueProfile);
    const problem = venueProfileProblem(profile, profileOf(venue));
    if (problem) refuse(badInput(problem));
    const decision = venueProfileSaveDecision(venue.status, profileOf(venue), profile);
    if ('refusal' in decision) return refused(decision.refusal);
    const s = store();
    for (const r of s.requests) if (r.venue_id === venue.id && r.status === 'pending') r.status = 'superseded';
    if (decision.mode === 'direct') write(venue, profile);
    else s.requests.push({ id: s.requests.length + 1, venue_id: venue.id, status: 'pending', changes: decision.changes, before: null, reject_reason: '', reviewer_name: '', created_at: new Date().toISOString(), reviewed_at: null });
    return profileView(venue);
  }),

  mock.admin.get('/admin/venue_change_list', ({ query, url }) => {
    const keyword = query.keyword?.trim();
    const rows = store()
      .requests.filter((r) => (query.status ? r.status === query.status : r.status !== 'superseded'))
      .map(viewOf)
      .filter((r) => !keyword || r.venue_name.includes(keyword) || r.institution_name.includes(keyword))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map(({ before: _before, after: _after, diff, ...rest }) => ({ ...rest, change_count: diff.length }));
    return paginate(rows, url);
  }),

  mock.admin.get('/admin/venue_change_info', ({ query }) => {
    const row = store().requests.find((r) => r.id === query.id);
    return row ? viewOf(row) : refuse(notFound());
  }),

  mock.admin.post('/admin/venue_change_review', ({ user, body }) => {
    const row = store().requests.find((r) => r.id === body.id);
    if (!row) refuse(notFound());
    const reason = body.reason ?? '';
    const problem = venueChangeReviewProblem(row.status, body.status, reason);
    if (problem) refuse(problem === VENUE_PROFILE_MSG.requestHandled ? refused(problem) : badInput(problem));
    const venue = venueOf(row.venue_id)!;
    const before = profileOf(venue);
    if (body.status === 'approved') write(venue, applyVenueProfileChanges(before, row.changes));
    Object.assign(row, { status: body.status, before, reject_reason: body.status === 'rejected' ? reason.trim() : '', reviewer_name: user.profile.nickname, reviewed_at: new Date().toISOString() });
    return viewOf(row);
  }),
];
