/**
 * 集锦 (docs/highlights.md; server: routes/competition/highlights.ts over services/highlights.ts), a thin adapter over
 * shared/rules highlights.ts: the composed items of a competition (add, move, caption, remove under the same
 * refusals) merged at read time with the records the results mock has ratified (`mergeHighlights`, `highlightView`),
 * and the picker's candidates from the video, album and results mocks. Access as access/highlights.ts: the
 * organisers compose; anyone reads an approved competition's highlights, the organiser also before; else 404.
 */
import {
  HIGHLIGHT_MSG,
  highlightAddProblem,
  highlightCandidateDetail,
  highlightCandidateView,
  highlightCaptionProblem,
  highlightView,
  mergeHighlights,
  moveHighlight,
  type HighlightItem,
  type HighlightKind,
} from '../../rules/highlights';
import type { ResultStatus } from '../../rules/ranking/measured';
import { competitionOf, organised, organises, refuseWith } from '../competition-kit';
import { perMockDb } from '../db';
import { DEMO_HIGHLIGHTS, demoCompetitionId } from '../../demo/index.ts';
import { badInput, notFound, paginate } from '../envelope';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';
import { mockCompetitionPhotos } from './album';
import { mockCompetitionRecords, mockCompetitionResults } from './results';
import { mockCompetitionVideos } from './video';

interface MockItem {
  id: number;
  competition_id: number;
  position: number;
  kind: HighlightKind;
  ref_id: number;
  caption: string;
}

/** The demo highlights (shared/demo highlights.ts) on the results mock's rows, as the seed writes them. */
function createHighlightData() {
  const competitionId = demoCompetitionId(DEMO_HIGHLIGHTS.competition);
  const rows = mockCompetitionResults(competitionId);
  const items: MockItem[] = DEMO_HIGHLIGHTS.results.flatMap((h) => {
    const r = rows.find((x) => x.name === h.entrant && x.itemName === DEMO_HIGHLIGHTS.item);
    return r ? [{ id: 0, competition_id: competitionId, position: 0, kind: 'result' as const, ref_id: r.id, caption: h.caption }] : [];
  });
  items.forEach((item, i) => Object.assign(item, { id: i + 1, position: i + 1 }));
  return { items, nextId: items.length };
}

const store = perMockDb(createHighlightData);

const itemsOf = (competitionId: number) => store().items.filter((i) => i.competition_id === competitionId).sort((a, b) => a.position - b.position);

/** What the competition has of a kind, as the repository's candidates and item reads see it. */
function referencesOf(competitionId: number, kind: HighlightKind) {
  if (kind === 'video') return mockCompetitionVideos(competitionId).map((v) => ({ refId: v.id, title: v.title, image: v.image, videoUrl: v.videoUrl, visible: v.visible, detail: highlightCandidateDetail({ kind, visible: v.visible }), itemName: '', value: null, resultStatus: null }));
  if (kind === 'photo') return mockCompetitionPhotos(competitionId).map((p) => ({ refId: p.id, title: p.title, image: p.url, videoUrl: '', visible: p.visible, detail: highlightCandidateDetail({ kind, visible: p.visible, albumTitle: p.albumTitle }), itemName: '', value: null, resultStatus: null }));
  return mockCompetitionResults(competitionId).map((r) => {
    const status = r.status as ResultStatus;
    return { refId: r.id, title: r.name, image: '', videoUrl: '', visible: true, detail: highlightCandidateDetail({ kind, itemName: r.itemName, value: r.value, status, affiliation: r.affiliation }), itemName: r.itemName, value: r.value, resultStatus: status };
  });
}

function highlightList(competition: { id: number; name: string }, publicView: boolean) {
  const items: HighlightItem[] = itemsOf(competition.id).flatMap((i) => {
    const ref = referencesOf(competition.id, i.kind).find((r) => r.refId === i.ref_id);
    return ref ? [{ id: i.id, position: i.position, kind: i.kind, caption: i.caption, ...ref }] : [];
  });
  return { competition_id: competition.id, competition_name: competition.name, list: mergeHighlights(items, mockCompetitionRecords(competition.id), { publicView }).map(highlightView) };
}

/** access/highlights.ts composedItem: an item of a competition the user organises; else 404. */
const composedItem = (user: MockUser, id: number) => {
  const item = store().items.find((i) => i.id === id);
  if (!item) return refuse(notFound());
  organised(user, item.competition_id);
  return item;
};

const renumber = (ids: readonly number[]) => ids.forEach((id, i) => (store().items.find((x) => x.id === id)!.position = i + 1));

export const highlightHandlers = [
  mock.get('/competition/highlights', ({ query, user }) => highlightList(organised(user, query.id), false)),

  mock.public.get('/competition/highlight_list', ({ query, user }) => {
    const c = competitionOf(query.id);
    if (!c || (c.status !== 'approved' && !(user && organises(user, c)))) return refuse(notFound());
    return highlightList(c, true);
  }),

  mock.get('/competition/highlights/candidates', ({ query, user, url }) => {
    const c = organised(user, query.id);
    const keyword = query.keyword?.trim() ?? '';
    const added = new Set(itemsOf(c.id).filter((i) => i.kind === query.kind).map((i) => i.ref_id));
    const rows = referencesOf(c.id, query.kind).filter((r) => !keyword || r.title.includes(keyword) || r.detail.includes(keyword));
    return paginate(rows.map((r) => highlightCandidateView({ ...r, added: added.has(r.refId) })), url);
  }),

  mock.post('/competition/highlights', ({ body, user }) => {
    const c = organised(user, body.competition_id);
    const caption = (body.caption ?? '').trim();
    const captionProblem = highlightCaptionProblem(caption);
    if (captionProblem) return refuse(badInput(captionProblem));
    if (!referencesOf(c.id, body.kind).some((r) => r.refId === body.ref_id)) return refuseWith(HIGHLIGHT_MSG.notOwn);
    const items = itemsOf(c.id);
    const problem = highlightAddProblem(items.length, items.some((i) => i.kind === body.kind && i.ref_id === body.ref_id));
    if (problem) return refuseWith(problem);
    const id = ++store().nextId;
    store().items.push({ id, competition_id: c.id, position: items.length + 1, kind: body.kind, ref_id: body.ref_id, caption });
    return { id };
  }),

  mock.post('/competition/highlights/move', ({ body, user }) => {
    const item = composedItem(user, body.id);
    const order = moveHighlight(itemsOf(item.competition_id).map((i) => i.id), item.id, body.position);
    if (!order) return refuse(badInput(HIGHLIGHT_MSG.badPosition));
    renumber(order);
    return {};
  }),

  mock.post('/competition/highlights/caption', ({ body, user }) => {
    const item = composedItem(user, body.id);
    const caption = body.caption.trim();
    const problem = highlightCaptionProblem(caption);
    if (problem) return refuse(badInput(problem));
    item.caption = caption;
    return {};
  }),

  mock.post('/competition/highlights/remove', ({ body, user }) => {
    const item = composedItem(user, body.id);
    store().items = store().items.filter((i) => i.id !== item.id);
    renumber(itemsOf(item.competition_id).map((i) => i.id));
    return {};
  }),
];
