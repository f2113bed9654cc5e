/**
 * Mocks of the official directories and statistics (server: server/src/routes/official-directory/index.ts):
 * /official/personnel/*, /official/industry/*, /official/statistics, and the person's own /user/persons and
 * /user/person/public switch. Like the server, public answers hold public fields only.
 */
import { http } from 'msw';
import { mockDb, type MockDb } from '../db';
import { badInput, intParam, notFound, ok, paginate, textParam } from '../envelope';
import { createDirectoryInstitutions, createPersons, createStatistics, PERSON_RESULTS, type MockDirectoryInstitution, type MockPerson } from '../fixtures/directory';
import { requireUser } from './guard';

interface Store {
  persons: MockPerson[];
  institutions: MockDirectoryInstitution[];
}

const stores = new WeakMap<MockDb, Store>();

function store(): Store {
  let s = stores.get(mockDb);
  if (!s) {
    s = { persons: createPersons(), institutions: createDirectoryInstitutions() };
    stores.set(mockDb, s);
  }
  return s;
}

const publicPerson = ({ user_id: _u, status: _s, is_public: _p, ...rest }: MockPerson) => rest;
const isPublic = (p: MockPerson) => p.status === 'approved' && p.is_public === 1;
const has = (value: string, needle: string | undefined) => !needle || value.toLowerCase().includes(needle.toLowerCase());
const summary = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

export const directoryHandlers = [
  http.get('/api/official/personnel/list', ({ request }) => {
    const url = new URL(request.url);
    const kind = url.searchParams.get('kind');
    if (kind !== 'athlete' && kind !== 'referee') return badInput(kind ? '类型取值无效' : '类型不能为空');
    const keyword = textParam(url, 'keyword');
    const sport = textParam(url, 'sport');
    const region = textParam(url, 'region');
    const rows = store()
      .persons.filter((p) => isPublic(p) && p.kind === kind && has(p.real_name, keyword) && has(p.sport, sport) && has(p.region, region))
      .sort((a, b) => a.real_name.localeCompare(b.real_name, 'zh-CN') || a.id - b.id)
      .map(publicPerson);
    return ok(paginate(rows, url));
  }),

  http.get('/api/official/personnel/info', ({ request }) => {
    const id = intParam(new URL(request.url), 'id');
    const p = store().persons.find((x) => x.id === id);
    if (!p || !isPublic(p)) return notFound();
    return ok({ ...publicPerson(p), ...(PERSON_RESULTS[p.id] ?? { results: [], records: [] }) });
  }),

  http.get('/api/official/industry/list', ({ request }) => {
    const url = new URL(request.url);
    const kind = intParam(url, 'kind');
    if (kind === undefined) return badInput('类型不能为空');
    if (kind < 1 || kind > 6) return badInput(kind < 1 ? '类型不能小于1' : '类型不能大于6');
    const keyword = textParam(url, 'keyword');
    const region = textParam(url, 'region');
    const rows = store()
      .institutions.filter((i) => i.status === 'approved' && i.institution_type === kind && has(i.name, keyword) && has(i.region, region))
      .map((i) => ({ id: i.id, institution_type: i.institution_type, name: i.name, logo: i.logo, region: i.region, intro: summary(i.intro) }));
    return ok(paginate(rows, url));
  }),

  http.get('/api/official/industry/info', ({ request }) => {
    const id = intParam(new URL(request.url), 'id');
    const i = store().institutions.find((x) => x.id === id && x.status === 'approved');
    if (!i) return notFound();
    const competitions = mockDb.competitions
      .filter((c) => c.institution_id === i.id && c.status === 'approved')
      .sort((a, b) => b.start_at.localeCompare(a.start_at))
      .map((c) => ({
        id: c.id,
        c_type: c.c_type,
        name: c.name,
        sport: c.sport,
        level: c.level,
        start_at: c.start_at,
        end_at: c.end_at,
        location: c.location,
        venue_name: c.venue_name,
        institution_name: i.name,
        series_name: c.series_name,
        cover: '',
      }));
    const venues =
      i.institution_type === 4
        ? mockDb.venues
            .filter((v) => v.institution_id === i.id && v.status === 'approved')
            .map((v) => ({ id: v.id, name: v.name, address: v.address, city: v.city, district: v.district, sports: v.sports, cover: v.cover, open_hours: v.open_hours }))
        : [];
    return ok({
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
    });
  }),

  http.get('/api/official/statistics', () => ok(createStatistics())),

  http.get('/api/user/persons', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const list = store()
      .persons.filter((p) => p.user_id === auth.user.profile.id)
      .map(({ user_id: _u, ...rest }) => rest);
    return ok({ list });
  }),

  http.post('/api/user/person/public', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const body = (await request.json()) as { id?: number; is_public?: number };
    if (!Number.isInteger(body.id)) return badInput('编号不能为空');
    if (body.is_public !== 0 && body.is_public !== 1) return badInput('在官网公开取值无效');
    const p = store().persons.find((x) => x.id === body.id && x.user_id === auth.user.profile.id);
    if (!p) return notFound();
    p.is_public = body.is_public;
    return ok({});
  }),
];
