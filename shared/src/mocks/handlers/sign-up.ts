/**
 * Mocks of sign-up (报名; server: server/src/routes/competition/sign-up*.ts, services/sign-ups.ts): settings and
 * event items, entries, batch review, cancellation with waiting-list promotion, organiser edits, lists and details,
 * the user's own entries, fee orders with offline payment, the public form. Data plus the rules of shared/rules
 * (sign-up-status.ts, sign-up-entry.ts); the input checks are the routes' schemas (../route.ts). The xlsx template
 * and import need the server: they answer with the same access checks and an honest refusal.
 */
import { pendingOrder } from '../finance-kit';
import type { ListItem } from '../../http/api-types';
import { maskIdCard } from '../../rules/id-card';
import {
  checkCustomFields,
  checkEntry,
  checkItem,
  checkRequiredFields,
  entryEdit,
  fieldLabel,
  newItemValues,
  windowRefusal,
  type CheckedEntry,
  type ItemValues,
} from '../../rules/sign-up-entry';
import {
  SIGN_UP_HOLDING,
  SIGN_UP_LIVE,
  SIGN_UP_MSG,
  SIGN_UP_REASON,
  cancelReason,
  cancelRefusal,
  capacityRefusal,
  createdReason,
  feeOrderNo,
  freePlaces,
  freesPlace,
  hasFreePlace,
  placeEntry,
  promotedStatus,
  reviewRefusal,
  reviewedStatus,
  windowState,
  type SignUpStatus,
} from '../../rules/sign-up-status';
import { reviewReason } from '../../rules/review';
import { centsToYuan } from '../../rules/finance/money';
import { competitionOf, organised, organises, publicCompetition } from '../competition-kit';
import { mockDb, perMockDb } from '../db';
import { badInput, forbidden, notFound, paginate, refused } from '../envelope';
import { createSignUpData, type MockEventItem, type MockSignUp, type MockSignUpData, type MockSignUpSettings } from '../fixtures/sign-ups';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';

const store = perMockDb(() => {
  const s = createSignUpData();
  for (const e of s.entries) ensureOrder(s, e);
  return s;
});

const now = () => new Date().toISOString();
const orElse = <T,>(r: T | { msg: string }, bad = badInput): T => (typeof r === 'object' && r !== null && 'msg' in r ? refuse(bad(r.msg)) : (r as T));

const itemOf = (id: number | null | undefined) => store().items.find((i) => i.id === id);
const entryOf = (id: number) => store().entries.find((e) => e.id === id);

const settingsOf = (s: MockSignUpData, competitionId: number): MockSignUpSettings =>
  s.settings.get(competitionId) ?? { competition_id: competitionId, opens_at: null, closes_at: null, review_required: 1, waiting_list: 0, required_fields: ['real_name', 'phone'], custom_fields: [], enabled: 0 };
const formOf = (st: MockSignUpSettings) => ({ requiredFields: st.required_fields, customFields: st.custom_fields });
const date = (iso: string | null) => (iso ? new Date(iso) : null);
const windowOf = (st: MockSignUpSettings) => windowState({ enabled: st.enabled === 1, opensAt: date(st.opens_at), closesAt: date(st.closes_at) });

const held = (itemId: number) => store().entries.filter((e) => e.event_item_id === itemId && SIGN_UP_HOLDING.includes(e.status)).length;
const countOf = (itemId: number, status: SignUpStatus) => store().entries.filter((e) => e.event_item_id === itemId && e.status === status).length;

/** An item in the rules' words, and back. */
const valuesOf = (i: MockEventItem): ItemValues => ({
  name: i.name, entryType: i.entry_type, gender: i.gender, ageGroup: i.age_group, birthFrom: i.birth_from, birthTo: i.birth_to,
  capacity: i.capacity, feeCents: i.fee_cents, teamMin: i.team_min, teamMax: i.team_max, sort: i.sort,
});
const fromValues = (v: Partial<ItemValues>): Partial<MockEventItem> =>
  Object.fromEntries(
    Object.entries({
      name: v.name, entry_type: v.entryType, gender: v.gender as MockEventItem['gender'] | undefined, age_group: v.ageGroup, birth_from: v.birthFrom, birth_to: v.birthTo,
      capacity: v.capacity, fee_cents: v.feeCents, team_min: v.teamMin, team_max: v.teamMax, sort: v.sort,
    }).filter(([, x]) => x !== undefined),
  );
const itemRules = (i: MockEventItem) => ({ entryType: i.entry_type, gender: i.gender, birthFrom: i.birth_from, birthTo: i.birth_to, teamMin: i.team_min, teamMax: i.team_max });

const itemDto = (i: MockEventItem) => ({
  id: i.id, competition_id: i.competition_id, name: i.name, entry_type: i.entry_type, gender: i.gender, age_group: i.age_group, birth_from: i.birth_from, birth_to: i.birth_to,
  capacity: i.capacity, fee: centsToYuan(i.fee_cents), fee_cents: i.fee_cents, team_min: i.team_min, team_max: i.team_max, sort: i.sort,
  approved_count: countOf(i.id, 'approved'), pending_count: countOf(i.id, 'pending'), waiting_count: countOf(i.id, 'waiting'), free_places: freePlaces(i.capacity, held(i.id)),
});

function entryDto(e: MockSignUp, unmasked: boolean): ListItem<'/competition/players'> {
  const order = e.order_id ? mockDb.orders.find((o) => o.id === e.order_id) : undefined;
  const { extra: _x, members, history: _h, user_id: _u, ...row } = e;
  return {
    ...row,
    competition_name: competitionOf(e.competition_id)?.name ?? '',
    event_item_name: itemOf(e.event_item_id)?.name ?? '',
    id_card: unmasked ? e.id_card : maskIdCard(e.id_card),
    member_count: members.length,
    order_id: order?.id ?? null,
    order_no: order?.order_no ?? '',
    order_status: order?.status ?? '',
    amount_cents: order?.amount_cents ?? 0,
    paid_at: order?.paid_at ?? null,
  };
}

const detailDto = (e: MockSignUp, unmasked: boolean) => ({
  ...entryDto(e, unmasked),
  extra: e.extra,
  members: e.members.map((m) => ({ ...m, id_card: unmasked ? m.id_card : maskIdCard(m.id_card) })),
  history: e.history,
});

/** The fee order of an accepted entry of a paid item, once (services/sign-ups.ts ensureFeeOrder). */
function ensureOrder(s: MockSignUpData, e: MockSignUp) {
  const item = s.items.find((i) => i.id === e.event_item_id);
  const c = competitionOf(e.competition_id);
  if (!item || !c || e.status !== 'approved' || item.fee_cents <= 0) return;
  if (e.order_id && mockDb.orders.some((o) => o.id === e.order_id && o.status !== '已关闭')) return;
  const id = Math.max(0, ...mockDb.orders.map((o) => o.id)) + 1;
  const at = now();
  const name = `${c.name} · ${item.name} · ${e.entrant_name}`;
  mockDb.orders.unshift(
    pendingOrder({
      id,
      order_no: feeOrderNo(e.id, new Date()),
      institution_id: c.institution_id,
      user_id: e.user_id,
      user_nickname: e.user_id ? (mockDb.users.find((u) => u.profile.id === e.user_id)?.profile.nickname ?? '') : '',
      competition_id: c.id,
      subject: `${c.name} 报名费`,
      item: name,
      amount_cents: item.fee_cents,
      note: SIGN_UP_REASON.orderCreated,
      at,
      sign_up_id: e.id,
    }),
  );
  e.order_id = id;
}

function change(e: MockSignUp, to: SignUpStatus, user: MockUser | null, reason: string) {
  const s = store();
  s.nextId += 1;
  e.history.push({ id: s.nextId, from_status: e.status, to_status: to, actor_id: user?.profile.id ?? null, actor_name: user?.profile.nickname ?? '', reason, at: now() });
  e.status = to;
}

/** Promotes the oldest waiting entries while the item has free places. */
function promote(item: MockEventItem, user: MockUser) {
  const s = store();
  const to = promotedStatus(settingsOf(s, item.competition_id).review_required === 1);
  for (;;) {
    if (!hasFreePlace(item.capacity, held(item.id))) return;
    const next = s.entries.filter((e) => e.event_item_id === item.id && e.status === 'waiting').sort((a, b) => a.id - b.id)[0];
    if (!next) return;
    change(next, to, user, SIGN_UP_REASON.promoted);
    ensureOrder(s, next);
  }
}

const personOut = (p: CheckedEntry['person'], isCaptain: boolean) => ({
  real_name: p.realName, id_card: p.idCard, phone: p.phone, gender: p.gender, birth_date: p.birthDate, is_captain: isCaptain ? (1 as const) : (0 as const),
});

const list = (entryType: 'individual' | 'team') =>
  mock.get(entryType === 'team' ? '/competition/teams' : '/competition/players', ({ user, query: q, url }) => {
    const c = organised(user, q.id);
    const keyword = q.keyword?.trim();
    const rows = store()
      .entries.filter((e) => e.competition_id === c.id && e.entry_type === entryType)
      .filter((e) => (!q.event_item_id || e.event_item_id === q.event_item_id) && (!q.status || e.status === q.status))
      .filter((e) => !keyword || [e.entrant_name, e.real_name, e.phone, e.id_card].some((f) => f.includes(keyword)))
      .sort((a, b) => a.id - b.id);
    return paginate(rows.map((e) => entryDto(e, false)), url);
  });

const info = (entryType: 'individual' | 'team') =>
  mock.get(entryType === 'team' ? '/competition/team/info' : '/competition/player/info', ({ user, query }) => {
    const e = entryOf(query.id);
    if (!e || e.entry_type !== entryType) return notFound();
    const organiser = organises(user, competitionOf(e.competition_id));
    if (!organiser && e.user_id !== user.profile.id) return notFound();
    return detailDto(e, organiser);
  });

export const signUpHandlers = [
  mock.get('/competition/requirement/info', ({ user, query }) => {
    const c = organised(user, query.id);
    const s = store();
    return {
      settings: settingsOf(s, c.id),
      items: s.items.filter((i) => i.competition_id === c.id).sort((a, b) => a.sort - b.sort || a.id - b.id).map(itemDto),
      field_options: ['real_name', 'id_card', 'phone', 'gender', 'birth_date', 'team_name'].map((key) => ({ key, label: fieldLabel(key) })),
    };
  }),

  mock.put('/competition/requirement', ({ user, body: b }) => {
    const c = organised(user, b.id);
    const s = store();
    const next: MockSignUpSettings = { ...settingsOf(s, c.id) };
    if (b.opens_at !== undefined) next.opens_at = b.opens_at ? new Date(b.opens_at).toISOString() : null;
    if (b.closes_at !== undefined) next.closes_at = b.closes_at ? new Date(b.closes_at).toISOString() : null;
    const bad = windowRefusal(date(next.opens_at), date(next.closes_at));
    if (bad) return badInput(bad);
    if (b.review_required !== undefined) next.review_required = b.review_required;
    if (b.waiting_list !== undefined) next.waiting_list = b.waiting_list;
    if (b.enabled !== undefined) next.enabled = b.enabled;
    if (b.required_fields !== undefined) next.required_fields = orElse(checkRequiredFields(b.required_fields)).fields;
    if (b.custom_fields !== undefined) next.custom_fields = orElse(checkCustomFields(b.custom_fields)).fields;
    s.settings.set(c.id, next);
    return next;
  }),

  mock.post('/competition/requirement/item', ({ user, body: { competition_id, ...b } }) => {
    const c = organised(user, competition_id);
    const v = orElse(checkItem(b)).values;
    const values = orElse(newItemValues({ ...v, name: v.name! }));
    const s = store();
    s.nextId += 1;
    s.items.push({ ...(fromValues(values) as Omit<MockEventItem, 'id' | 'competition_id'>), id: s.nextId, competition_id: c.id });
    return { id: s.nextId };
  }),

  mock.put('/competition/requirement/item', ({ user, body: { id, ...b } }) => {
    const item = itemOf(id) ?? refuse(notFound());
    organised(user, item.competition_id);
    const v = orElse(checkItem(b, valuesOf(item))).values;
    if (Object.keys(v).length === 0) return badInput(SIGN_UP_MSG.nothingToChange);
    const entries = store().entries.some((e) => e.event_item_id === id);
    if (entries && v.entryType !== undefined && v.entryType !== item.entry_type) return refused(SIGN_UP_MSG.entryTypeLocked);
    const tooSmall = capacityRefusal(v.capacity ?? item.capacity, held(id));
    if (tooSmall) return badInput(tooSmall);
    Object.assign(item, fromValues(v));
    promote(item, user);
    return { id };
  }),

  mock.delete('/competition/requirement/item', ({ user, query }) => {
    const item = itemOf(query.id) ?? refuse(notFound());
    organised(user, item.competition_id);
    const s = store();
    if (s.entries.some((e) => e.event_item_id === item.id)) return refused(SIGN_UP_MSG.itemHasEntries);
    s.items = s.items.filter((i) => i !== item);
    return {};
  }),

  mock.post('/competition/sign_info', ({ user, body: { id, event_item_id, seed, ...input } }) => {
    const c = competitionOf(id);
    const organiser = organises(user, c);
    if (!c || (!organiser && c.status !== 'approved')) return notFound();
    if (!organiser && !user.isPerson) return forbidden();
    const item = itemOf(event_item_id);
    if (!item || item.competition_id !== c.id) return badInput(SIGN_UP_MSG.formItemMissing);
    const s = store();
    const settings = settingsOf(s, c.id);
    const state = windowOf(settings);
    if (!organiser && !state.open) return refused(state.reason);
    const e = orElse(checkEntry(input, formOf(settings), itemRules(item))).entry;
    const live = s.entries.filter((x) => x.event_item_id === item.id && SIGN_UP_LIVE.includes(x.status));
    if ((!organiser && live.some((x) => x.user_id === user.profile.id)) || (e.person.idCard && live.some((x) => x.id_card === e.person.idCard))) {
      return refused(organiser ? SIGN_UP_MSG.alreadySignedUpAs(e.person.realName) : SIGN_UP_MSG.alreadySignedUp);
    }
    const placed = orElse(placeEntry(item.capacity, held(item.id), settings.review_required === 1, settings.waiting_list === 1), refused);
    const source = organiser ? 'organiser' : 'public';
    s.nextId += 1;
    const at = now();
    const entry: MockSignUp = {
      id: s.nextId, competition_id: c.id, event_item_id: item.id, user_id: organiser ? null : user.profile.id, entry_type: e.entryType, entrant_name: e.entrantName,
      real_name: e.person.realName, id_card: e.person.idCard, phone: e.person.phone, gender: e.person.gender, birth_date: e.person.birthDate, affiliation: e.affiliation,
      seed: organiser ? (seed ?? null) : null, status: placed.status, source, reason: '', extra: e.extra, order_id: null, created_at: at,
      members: e.members.map((m, i) => ({ id: s.nextId * 100 + i, ...personOut(m, m.isCaptain) })),
      history: [{ id: s.nextId, from_status: null, to_status: placed.status, actor_id: user.profile.id, actor_name: user.profile.nickname, reason: createdReason(source, placed.status), at }],
    };
    s.entries.push(entry);
    ensureOrder(s, entry);
    return { id: entry.id, status: placed.status };
  }),

  mock.post('/competition/sign_info/review', ({ user, body: b }) => {
    const c = organised(user, b.id);
    const reason = reviewReason(b);
    const ids = [...new Set(b.ids)];
    const s = store();
    const rows = s.entries.filter((e) => e.competition_id === c.id && ids.includes(e.id));
    if (rows.length !== ids.length) return refused(SIGN_UP_MSG.entryMissing);
    const notReviewable = reviewRefusal(b.action, rows.map((e) => e.status));
    if (notReviewable) return refused(notReviewable);
    const freed = new Set<number>();
    for (const e of rows) {
      if (b.action === 'reject' && freesPlace(e.status)) freed.add(e.event_item_id);
      change(e, reviewedStatus(b.action), user, reason);
      e.reason = b.action === 'reject' ? reason : '';
      ensureOrder(s, e);
    }
    for (const itemId of freed) promote(itemOf(itemId)!, user);
    return { count: rows.length };
  }),

  mock.delete('/competition/sign_info', ({ user, query }) => {
    const e = entryOf(query.id);
    if (!e) return notFound();
    const organiser = organises(user, competitionOf(e.competition_id));
    const own = e.user_id !== null && e.user_id === user.profile.id;
    if (!organiser && !own) return notFound();
    const reason = query.reason?.trim() ?? '';
    if (organiser && !own && !reason) return badInput(SIGN_UP_MSG.cancelReasonRequired);
    const byOrganiser = organiser && !own;
    const order = e.order_id ? mockDb.orders.find((o) => o.id === e.order_id) : undefined;
    const notCancellable = cancelRefusal(e.status, order?.status === '已支付', byOrganiser);
    if (notCancellable) return refused(notCancellable);
    const was = e.status;
    const why = cancelReason(reason, byOrganiser);
    change(e, 'cancelled', user, why);
    e.reason = why;
    if (order?.status === '待支付') {
      order.status_history.push({ id: order.id * 10 + order.status_history.length + 1, from_status: '待支付', to_status: '已关闭', note: SIGN_UP_REASON.orderClosed(why), created_at: now() });
      order.status = '已关闭';
    }
    if (freesPlace(was)) promote(itemOf(e.event_item_id)!, user);
    return {};
  }),

  mock.put('/competition/sign_info', ({ user, body: { id, ...b } }) => {
    const e = entryOf(id) ?? refuse(notFound());
    organised(user, e.competition_id);
    const { entrantName, realName, phone, affiliation, seed } = orElse(entryEdit(b, e.entry_type)).patch;
    const given = { entrant_name: entrantName, real_name: realName, phone, affiliation, seed };
    const patch: Partial<MockSignUp> = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    if (b.members !== undefined) {
      const form = { ...formOf(settingsOf(store(), e.competition_id)), customFields: [] };
      const checked = orElse(checkEntry({ team_name: entrantName ?? '队伍', members: b.members }, form, itemRules(itemOf(e.event_item_id)!))).entry;
      patch.members = checked.members.map((m, i) => ({ id: e.id * 100 + i, ...personOut(m, m.isCaptain) }));
    }
    if (Object.keys(patch).length === 0) return badInput(SIGN_UP_MSG.nothingToChange);
    Object.assign(e, patch);
    return { id };
  }),

  list('individual'),
  list('team'),
  info('individual'),
  info('team'),

  mock.get('/user/sign_ups', ({ user, url }) => {
    const rows = store().entries.filter((e) => e.user_id === user.profile.id).sort((a, b) => b.id - a.id);
    return paginate(rows.map((e) => entryDto(e, false)), url);
  }),

  mock.get('/competition/sign_info/template', ({ user, query }) => {
    const c = organised(user, query.id);
    if (itemOf(query.event_item_id)?.competition_id !== c.id) return badInput(SIGN_UP_MSG.formItemMissing);
    return refused('演示模式无法生成 xlsx 模板，请连接服务器后下载');
  }),

  mock.post('/competition/sign_info/import', ({ user, body: b }) => {
    const c = organised(user, b.id);
    if (itemOf(b.event_item_id)?.competition_id !== c.id) return badInput(SIGN_UP_MSG.formItemMissing);
    if (!/\.xlsx$/i.test(b.file_name.trim())) return badInput(SIGN_UP_MSG.xlsxOnly);
    return refused('演示模式无法读取 xlsx 文件，请连接服务器后导入');
  }),

  mock.public.get('/official/competition/sign_up', ({ query }) => {
    const c = publicCompetition(query.id);
    const s = store();
    const settings = settingsOf(s, c.id);
    const state = windowOf(settings);
    const { competition_id: _c, enabled: _e, ...form } = settings;
    return {
      ...form,
      competition_id: c.id,
      competition_name: c.name,
      open: state.open ? (1 as const) : (0 as const),
      reason: state.open ? '' : state.reason,
      required_fields: settings.required_fields.map((key) => ({ key, label: fieldLabel(key) })),
      items: s.items
        .filter((i) => i.competition_id === c.id)
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map((i) => {
          const { competition_id: _ci, sort: _s, approved_count: _a, pending_count: _p, waiting_count: _w, ...dto } = itemDto(i);
          return { ...dto, full: dto.free_places === 0 ? (1 as const) : (0 as const) };
        }),
    };
  }),
];

/** The mock sign-up data of the current mock database (tests and the schedule mock read it). */
export const mockSignUps = () => store();
