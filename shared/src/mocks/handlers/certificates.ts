/**
 * 证书 (docs/certificates.md), a thin adapter over shared/rules certificates: the template (default until saved,
 * `certificateLayoutProblem` refusing a field off the page), issuing from the places the achievements mock answers
 * (`certificateCandidates`) and the check-in challenge's finishers (`checkInCertificateResult`), the list, 撤销并重发,
 * 我的证书 and the public verification; the store starts with the demo data's certificates (shared/demo). Managers as the server's
 * canManageCompetition (filing.ts `canManage`), else 404. The mock data renders no PDF and builds no zip: the file routes
 * say so in Chinese, as the export mock does.
 */
import {
  CERTIFICATE_MSG,
  certificateVerificationView,
  certificateCandidates,
  checkInCertificateResult,
  certificateLayoutProblem,
  certificateLayoutWithDefaults,
  defaultCertificateLayout,
  type CertificateLayout,
} from '../../rules/certificates';
import type { components } from '../../api/generated/schema.ts';
import { chinaDate } from '../../rules/china-time';
import { DEMO_CHECK_IN_ACTIVITY, DEMO_CHECK_IN_PARTICIPANTS, demoCheckInCertificates, demoCompetitionId } from '../../demo/index.ts';
import { competitionOf, refuseWith } from '../competition-kit';
import { perMockDb } from '../db';
import { badInput, notFound, paginate, refused } from '../envelope';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';
import { managed } from './filing';
import { checkInFinishers, demoCheckInEntry } from './check-ins';
import { achievements } from './schedule';

/** A certificate as the API answers it (the server's schema). */
type MockCertificate = components['schemas']['Certificate'];

/** A 打卡完成证书 as services/certificates.ts issueCheckInCertificates writes it. */
const checkInCertificate = (id: number, c: { id: number; institution_name: string }, p: { signUpId: number; userId: number; name: string }, result: string, issueDate: string, code: string): MockCertificate => ({
  ...{ id, code, competition_id: c.id, event_item_id: null, sign_up_id: p.signUpId, holder_user_id: p.userId, holder_name: p.name, kind: 'check_in' },
  ...{ item_name: '', result, place: null, award: '', issuer_name: c.institution_name, issue_date: issueDate, status: 'valid', replaced_by: null, revoked_at: null },
  created_at: `${issueDate}T04:00:00.000Z`,
});

/** The demo certificates (shared/demo, as the server seed writes them): the walking challenge's completions. */
function createCertificateData() {
  const c = competitionOf(demoCompetitionId(DEMO_CHECK_IN_ACTIVITY))!;
  const certificates = demoCheckInCertificates().map((d, i) => {
    const entry = demoCheckInEntry(d.participant);
    const name = DEMO_CHECK_IN_PARTICIPANTS.find((p) => p.key === d.participant)!.name;
    return checkInCertificate(i + 1, c, { signUpId: entry.id, userId: entry.user_id!, name }, d.result, d.issueDate, d.code);
  });
  return { templates: new Map<number, CertificateLayout & { background_media_id: number | null; seal_media_id: number | null }>(), certificates, nextId: certificates.length };
}

const store = perMockDb(createCertificateData);

const NO_FILE = '演示模式不生成证书文件，请连接服务器后下载';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const newCode = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => ALPHABET[b % 64]).join('');

const managedCertificate = (user: MockUser, id: number) => {
  const found = store().certificates.find((c) => c.id === id) ?? refuse(notFound());
  managed(user, found.competition_id);
  return found;
};
const templateOf = (competitionId: number) => {
  const saved = store().templates.get(competitionId);
  return {
    competition_id: competitionId,
    competition_name: competitionOf(competitionId)?.name ?? '',
    background_media_id: null,
    background_url: null,
    seal_media_id: null,
    seal_url: null,
    ...(saved ? { ...saved, ...certificateLayoutWithDefaults(saved) } : defaultCertificateLayout()),
  };
};

/** The certificate of an entrant's place, as the server issues it. */
function issued(c: { id: number; institution_name: string }, kind: 'award' | 'finisher', item: { event_item_id: number; name: string }, p: ReturnType<typeof achievements>['list'][number]['list'][number]): MockCertificate {
  const s = store();
  return {
    id: ++s.nextId,
    code: newCode(),
    competition_id: c.id,
    event_item_id: item.event_item_id,
    sign_up_id: p.sign_up_id,
    holder_user_id: null,
    holder_name: p.name,
    kind,
    item_name: item.name,
    result: p.value === null ? '' : String(p.value),
    place: p.place,
    award: p.award,
    issuer_name: c.institution_name,
    issue_date: chinaDate(new Date()),
    status: 'valid',
    replaced_by: null,
    revoked_at: null,
    created_at: new Date().toISOString(),
  };
}

export const certificateHandlers = [
  mock.get('/admin/certificate/template', ({ user, query }) => templateOf(managed(user, query.competition_id).id)),

  mock.put('/admin/certificate/template', ({ user, body: b }) => {
    const c = managed(user, b.competition_id);
    // 标题 and 赛事名称 left out of the request take their default positions, as on the server
    const layout = certificateLayoutWithDefaults(b);
    const problem = certificateLayoutProblem(layout);
    if (problem) refuse(badInput(problem));
    // the mock data has no uploads of a template's images
    if (b.background_media_id !== null || b.seal_media_id !== null) refuse(badInput(CERTIFICATE_MSG.imageNotFound));
    store().templates.set(c.id, { page_size: b.page_size, orientation: b.orientation, fields: layout.fields, background_media_id: null, seal_media_id: null });
    return templateOf(c.id);
  }),

  mock.post('/admin/certificate/issue', ({ user, body: b }) => {
    const c = managed(user, b.competition_id);
    const s = store();
    const kind = b.kind;
    // each who qualifies: their entry and how their certificate is made
    const candidates =
      kind === 'check_in'
        ? checkInFinishers(c.id).map((f) => ({ signUpId: f.signUpId, make: () => checkInCertificate(++s.nextId, c, f, checkInCertificateResult(f.settings, f.tally), chinaDate(new Date()), newCode()) }))
        : achievements(c.id).list.flatMap((item) => certificateCandidates(item.list, kind).map((p) => ({ signUpId: p.sign_up_id, make: () => issued(c, kind, item, p) })));
    if (candidates.length === 0) refuseWith(CERTIFICATE_MSG.nobody);
    const held = new Set(s.certificates.filter((x) => x.competition_id === c.id && x.kind === kind && x.status === 'valid').map((x) => x.sign_up_id));
    const waiting = candidates.filter((x) => !held.has(x.signUpId));
    if (waiting.length === 0) refuseWith(CERTIFICATE_MSG.allHold(kind));
    const fresh = waiting.map((x) => x.make());
    s.certificates.push(...fresh);
    return { issued: fresh.length };
  }),

  mock.get('/admin/certificate/list', ({ user, query: q, url }) => {
    const c = managed(user, q.competition_id);
    const rows = store()
      .certificates.filter((x) => x.competition_id === c.id && (!q.kind || x.kind === q.kind) && (!q.status || x.status === q.status) && (!q.keyword || x.holder_name.includes(q.keyword)))
      .sort((a, b) => b.id - a.id);
    return paginate(rows, url);
  }),

  mock.post('/admin/certificate/reissue', ({ user, body: b }) => {
    const old = managedCertificate(user, b.id);
    if (old.status !== 'valid') refuseWith(CERTIFICATE_MSG.alreadyRevoked);
    if (old.kind === 'check_in' || old.event_item_id === null) refuseWith(CERTIFICATE_MSG.notReissuable);
    const c = competitionOf(old.competition_id)!;
    const item = achievements(c.id).list.find((i) => i.event_item_id === old.event_item_id);
    const place = item && certificateCandidates(item.list, old.kind as 'award' | 'finisher').find((p) => p.sign_up_id === old.sign_up_id);
    old.status = 'revoked';
    old.revoked_at = new Date().toISOString();
    if (!item || !place) return { id: null, code: null };
    const fresh = { ...issued(c, old.kind as 'award' | 'finisher', item, place), holder_user_id: old.holder_user_id };
    store().certificates.push(fresh);
    old.replaced_by = fresh.id;
    return { id: fresh.id, code: fresh.code };
  }),

  mock.get('/admin/certificate/file', ({ user, query }) => {
    managedCertificate(user, query.id);
    return refuseWith(NO_FILE);
  }),

  mock.post('/admin/certificate/export', ({ user, body: b }) => {
    const c = managed(user, b.competition_id);
    if (!store().certificates.some((x) => x.competition_id === c.id && x.status === 'valid')) refuseWith(CERTIFICATE_MSG.noneToExport);
    return refuseWith(NO_FILE);
  }),

  mock.get('/user/certificates', ({ user, url }) => {
    const rows = store()
      .certificates.filter((x) => x.holder_user_id === user.profile.id)
      .sort((a, b) => b.id - a.id)
      .map((x) => ({ ...x, competition_name: competitionOf(x.competition_id)?.name ?? '' }));
    return paginate(rows, url);
  }),

  mock.get('/user/certificate/file', ({ user, query }) => {
    if (!store().certificates.some((x) => x.id === query.id && x.holder_user_id === user.profile.id)) refuse(notFound());
    return refuseWith(NO_FILE);
  }),

  mock.public.get('/certificate/verify', ({ query }) => {
    const c = store().certificates.find((x) => x.code === query.code) ?? refuse(refused(CERTIFICATE_MSG.notFound));
    const replacedBy = c.replaced_by === null ? null : (store().certificates.find((x) => x.id === c.replaced_by)?.code ?? null);
    return certificateVerificationView(c, competitionOf(c.competition_id)?.name ?? '', replacedBy);
  }),
];
