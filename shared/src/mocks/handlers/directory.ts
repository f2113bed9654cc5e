/**
 * Mocks of the official directories and statistics (server: server/src/routes/official-directory/index.ts):
 * /official/personnel/*, /official/industry/*, /official/statistics, and the person's own /user/persons and
 * /user/person/public switch. Like the server, public answers hold public fields only.
 */
import { mockDb } from '../db';
import { hasText, orNotFound, perDb } from '../content-kit';
import { notFound, paginate } from '../envelope';
import { createDirectoryInstitutions, createPersons, createStatistics, PERSON_RESULTS, type MockPerson } from '../fixtures/directory';
import { mock } from '../route';
import { publicCompetition } from './filing';

const store = perDb(() => ({ persons: createPersons(), institutions: createDirectoryInstitutions() }));

const publicPerson = ({ user_id: _u, status: _s, is_public: _p, ...rest }: MockPerson) => rest;
const isPublic = (p: MockPerson) => p.status === 'approved' && p.is_public === 1;
const summary = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);


export const directoryHandlers = [
  mock.public.get('/official/personnel/list', ({ query: q, url }) => {
    const rows = store()
      .persons.filter((p) => isPublic(p) && p.kind === q.kind && hasText(p.real_name, q.keyword) && hasText(p.sport, q.sport) && hasText(p.region, q.region))
      .sort((a, b) => a.real_name.localeCompare(b.real_name, 'zh-CN') || a.id - b.id)
      .map(publicPerson);
    return paginate(rows, url);
  }),

  mock.public.get('/official/personnel/info', ({ query }) => {
    const p = store().persons.find((x) => x.id === query.id);
    if (!p || !isPublic(p)) return notFound();
    return { ...publicPerson(p), ...(PERSON_RESULTS[p.id] ?? { results: [], records: [] }) };
  }),

  mock.public.get('/official/industry/list', ({ query: q, url }) => {
    const rows = store()
      .institutions.filter((i) => i.status === 'approved' && i.institution_type === q.kind && hasText(i.name, q.keyword) && hasText(i.region, q.region))
      .map((i) => ({ id: i.id, institution_type: i.institution_type, name: i.name, logo: i.logo, region: i.region, intro: summary(i.intro) }));
    return paginate(rows, url);
  }),

  mock.public.get('/official/industry/info', ({ query }) => {
    const i = orNotFound(store().institutions.find((x) => x.id === query.id && x.status === 'approved'));
    const competitions = mockDb.competitions
      .filter((c) => c.institution_id === i.id && c.status === 'approved')
      .sort((a, b) => b.start_at.localeCompare(a.start_at))
      .map((c) => ({ ...publicCompetition(c), institution_name: i.name }));
    const venues =
      i.institution_type === 4
        ? mockDb.venues
            .filter((v) => v.institution_id === i.id && v.status === 'approved')
            .map((v) => ({ id: v.id, name: v.name, address: v.address, city: v.city, district: v.district, sports: v.sports, cover: v.cover, open_hours: v.open_hours }))
        : [];
    return {
      id: i.id,
      institution_type: i.institution_type,
      name: i.name,
      logo: i.logo,
      region: i.region,
      intro: i.intro,
      address: i.address,
      website: i.website,
      contact_name: i.contact_public ? i.contact_name : '',
      contact_phone: i.contact_public ? i.contact_phone : '',
      competitions,
      venues,
    };
  }),

  mock.public.get('/official/statistics', () => createStatistics()),

  mock.get('/user/persons', ({ user }) => ({
    list: store()
      .persons.filter((p) => p.user_id === user.profile.id)
      .map(({ user_id: _u, ...rest }) => rest),
  })),

  mock.post('/user/person/public', ({ user, body }) => {
    const p = orNotFound(store().persons.find((x) => x.id === body.id && x.user_id === user.profile.id));
    p.is_public = body.is_public;
    return {};
  }),
];
