/**
 * Mocks of sign-up (报名): settings and event items, entries (public and organiser), batch review, cancellation
 * with waiting-list promotion, organiser edits, player/team lists and details, the user's own entries, fee orders
 * with offline payment, and the public sign-up form (server: server/src/routes/competition/sign-up*.ts).
 * The xlsx template and import need the server (no xlsx engine in the browser mocks): they answer with the same
 * access checks and an honest refusal.
 */
import { http } from 'msw';
import { mockDb, type MockDb } from '../db';
import { badInput, fail, forbidden, notFound, ok, paginate } from '../envelope';
import type { MockCompetition } from '../fixtures/competitions';
import type { MockOrder } from '../fixtures/orders';
import {
  createSignUpData,
  SIGN_UP_FIELD_LABELS,
  type MockEventItem,
  type MockSignUp,
  type MockSignUpData,
  type MockSignUpSettings,
  type MockSignUpStatus,
} from '../fixtures/sign-ups';
import type { MockUser } from '../fixtures/users';
import { isIdCard } from '../../rules/id-card';
import { isMobile } from '../../rules/validators';
import { canSee, requireUser } from './guard';

const FIELDS = ['real_name', 'id_card', 'phone', 'gender', 'birth_date', 'team_name'];
const stores = new WeakMap<MockDb, MockSignUpData>();

function store(): MockSignUpData {
  let s = stores.get(mockDb);
  if (!s) {
    s = createSignUpData();
    stores.set(mockDb, s);
    for (const e of s.entries) ensureOrder(s, e);
  }
  return s;
}

const refused = (msg: string) => fail(40000, msg);
const now = () => new Date().toISOString();
const yuan = (cents: number) => (cents / 100).toFixed(2);
const mask = (card: string) => (card.length < 10 ? '*'.repeat(card.length) : `${card.slice(0, 6)}${'*'.repeat(card.length - 10)}${card.slice(-4)}`);
const HOLDING: MockSignUpStatus[] = ['pending', 'approved'];
const LIVE: MockSignUpStatus[] = ['pending', 'approved', 'waiting'];

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  try {
    return (await request.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined);
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const intParam = (url: URL, key: string) => {
  const v = Number(url.searchParams.get(key));
  return Number.isInteger(v) && v > 0 ? v : undefined;
};

const competitionOf = (id: number | undefined) => (id ? mockDb.competitions.find((c) => c.id === id) : undefined);
const organises = (user: MockUser, c: MockCompetition | undefined) => Boolean(c && canSee(user, c.institution_id));

/**
 * The signed-in caller and a competition they organise — 401 when signed out, 404 when the competition is missing or
 * not theirs, as the server's organiser routes answer. Every organiser route starts with it.
 */
function organised(request: Request, competitionId: number | undefined): { user: MockUser; competition: MockCompetition } | { denied: Response } {
  const auth = requireUser(request);
  if ('denied' in auth) return auth;
  const competition = competitionOf(competitionId);
  if (!competition || !organises(auth.user, competition)) return { denied: notFound() };
  return { user: auth.user, competition };
}
const settingsOf = (s: MockSignUpData, competitionId: number): MockSignUpSettings =>
  s.settings.get(competitionId) ?? {
    competition_id: competitionId,
    opens_at: null,
    closes_at: null,
    review_required: 1,
    waiting_list: 0,
    required_fields: ['real_name', 'phone'],
    custom_fields: [],
    enabled: 0,
  };
const held = (s: MockSignUpData, itemId: number) => s.entries.filter((e) => e.event_item_id === itemId && HOLDING.includes(e.status)).length;
const free = (item: MockEventItem, s: MockSignUpData) => (item.capacity === 0 ? null : Math.max(0, item.capacity - held(s, item.id)));

function itemDto(s: MockSignUpData, i: MockEventItem) {
  const count = (status: MockSignUpStatus) => s.entries.filter((e) => e.event_item_id === i.id && e.status === status).length;
  return {
    id: i.id,
    competition_id: i.competition_id,
    name: i.name,
    entry_type: i.entry_type,
    gender: i.gender,
    age_group: i.age_group,
    birth_from: i.birth_from,
    birth_to: i.birth_to,
    capacity: i.capacity,
    fee: yuan(i.fee_cents),
    fee_cents: i.fee_cents,
    team_min: i.team_min,
    team_max: i.team_max,
    sort: i.sort,
    approved_count: count('approved'),
    pending_count: count('pending'),
    waiting_count: count('waiting'),
    free_places: free(i, s),
  };
}

function entryDto(e: MockSignUp, unmasked: boolean) {
  const c = competitionOf(e.competition_id);
  const item = store().items.find((i) => i.id === e.event_item_id);
  const order = e.order_id ? mockDb.orders.find((o) => o.id === e.order_id) : undefined;
  return {
    id: e.id,
    competition_id: e.competition_id,
    competition_name: c?.name ?? '',
    event_item_id: e.event_item_id,
    event_item_name: item?.name ?? '',
    entry_type: e.entry_type,
    entrant_name: e.entrant_name,
    real_name: e.real_name,
    id_card: unmasked ? e.id_card : mask(e.id_card),
    phone: e.phone,
    gender: e.gender,
    birth_date: e.birth_date,
    affiliation: e.affiliation,
    seed: e.seed,
    status: e.status,
    source: e.source,
    reason: e.reason,
    member_count: e.members.length,
    order_id: order?.id ?? null,
    order_no: order?.order_no ?? '',
    order_status: order?.status ?? '',
    amount_cents: order?.amount_cents ?? 0,
    paid_at: order?.paid_at ?? null,
    created_at: e.created_at,
  };
}

function detailDto(e: MockSignUp, unmasked: boolean) {
  return {
    ...entryDto(e, unmasked),
    extra: e.extra,
    members: e.members.map((m) => ({ ...m, id_card: unmasked ? m.id_card : mask(m.id_card) })),
    history: e.history,
  };
}

/** The fee order of an accepted entry of a paid item, once. */
function ensureOrder(s: MockSignUpData, e: MockSignUp) {
  const item = s.items.find((i) => i.id === e.event_item_id);
  const c = competitionOf(e.competition_id);
  if (!item || !c || e.status !== 'approved' || item.fee_cents <= 0) return;
  if (e.order_id && mockDb.orders.some((o) => o.id === e.order_id && o.status !== '已关闭')) return;
  const id = Math.max(0, ...mockDb.orders.map((o) => o.id)) + 1;
  const at = now();
  const order: MockOrder = {
    id,
    order_no: `BM${at.slice(0, 10).replace(/-/g, '')}${String(e.id).padStart(8, '0')}`,
    institution_id: c.institution_id,
    institution_name: c.institution_name,
    user_id: e.user_id,
    user_nickname: e.user_id ? (mockDb.users.find((u) => u.profile.id === e.user_id)?.profile.nickname ?? '') : '',
    competition_id: c.id,
    subject: `${c.name} 报名费`,
    amount_cents: item.fee_cents,
    status: '待支付',
    pay_channel: '',
    paid_at: null,
    created_at: at,
    items: [{ id: id * 10, name: `${c.name} · ${item.name} · ${e.entrant_name}`, quantity: 1, unit_price_cents: item.fee_cents, amount_cents: item.fee_cents }],
    status_history: [{ id: id * 10, from_status: '', to_status: '待支付', note: '报名审核通过，生成报名费订单', created_at: at }],
    sign_up_id: e.id,
  };
  mockDb.orders.unshift(order);
  e.order_id = id;
}

function change(e: MockSignUp, to: MockSignUpStatus, user: MockUser | null, reason: string) {
  const s = store();
  s.nextId += 1;
  e.history.push({ id: s.nextId, from_status: e.status, to_status: to, actor_id: user?.profile.id ?? null, actor_name: user?.profile.nickname ?? '', reason, at: now() });
  e.status = to;
}

function promote(s: MockSignUpData, item: MockEventItem, user: MockUser) {
  const settings = settingsOf(s, item.competition_id);
  for (;;) {
    if (item.capacity !== 0 && held(s, item.id) >= item.capacity) return;
    const next = s.entries.filter((e) => e.event_item_id === item.id && e.status === 'waiting').sort((a, b) => a.id - b.id)[0];
    if (!next) return;
    change(next, settings.review_required ? 'pending' : 'approved', user, '有名额空出，候补递补');
    ensureOrder(s, next);
  }
}

function windowReason(settings: MockSignUpSettings): string {
  if (!settings.enabled) return '报名未开放';
  const t = Date.now();
  if (settings.opens_at && t < Date.parse(settings.opens_at)) return '报名尚未开始';
  if (settings.closes_at && t >= Date.parse(settings.closes_at)) return '报名已截止';
  return '';
}

type PersonOut = { real_name: string; id_card: string; phone: string; gender: number; birth_date: string | null; is_captain: 0 | 1 };

interface PersonIn {
  real_name?: unknown;
  id_card?: unknown;
  phone?: unknown;
  gender?: unknown;
  birth_date?: unknown;
}

/** Mirror of server checkEntry: the first problem in Chinese, or the normalised entry. */
type CheckedEntry = Omit<PersonOut, 'is_captain'> & { entrant_name: string; extra: Record<string, string>; members: PersonOut[] };

function checkEntry(b: Record<string, unknown>, settings: MockSignUpSettings, item: MockEventItem): { msg: string } | { entry: CheckedEntry } {
  const required = settings.required_fields;
  type PersonResult = { msg: string } | { person: Omit<PersonOut, 'is_captain'> };
  const person = (p: PersonIn, who: string): PersonResult => {
    const real_name = str(p.real_name);
    const id_card = str(p.id_card).toUpperCase();
    const phone = str(p.phone);
    let gender = typeof p.gender === 'number' ? p.gender : 0;
    let birth_date = str(p.birth_date) || null;
    if (!real_name) return { msg: `请填写${who}姓名` };
    if (required.includes('id_card') && !id_card) return { msg: `请填写${who}身份证号` };
    if (id_card) {
      if (!isIdCard(id_card)) return { msg: '身份证号格式错误' };
      birth_date = `${id_card.slice(6, 10)}-${id_card.slice(10, 12)}-${id_card.slice(12, 14)}`;
      gender = Number(id_card[16]) % 2 === 1 ? 1 : 2;
    }
    if (required.includes('phone') && !phone) return { msg: `请填写${who}手机号` };
    if (phone && !isMobile(phone)) return { msg: '手机号格式错误' };
    if (required.includes('gender') && gender !== 1 && gender !== 2) return { msg: `请选择${who}性别` };
    if (required.includes('birth_date') && !birth_date) return { msg: `请填写${who}出生日期` };
    if (item.gender !== 0 && gender !== item.gender) return { msg: `该项目仅限${item.gender === 1 ? '男' : '女'}子报名` };
    if ((item.birth_from || item.birth_to) && !birth_date) return { msg: `该项目有年龄限制，请填写${who}出生日期` };
    if (birth_date && item.birth_from && birth_date < item.birth_from) return { msg: `该项目仅限${item.birth_from}及以后出生的选手报名` };
    if (birth_date && item.birth_to && birth_date > item.birth_to) return { msg: `该项目仅限${item.birth_to}及以前出生的选手报名` };
    return { person: { real_name, id_card, phone, gender, birth_date } };
  };
  const extra: Record<string, string> = {};
  const given = (b.extra ?? {}) as Record<string, unknown>;
  for (const f of settings.custom_fields) {
    const v = str(given[f.key]);
    if (f.required && !v) return { msg: `请填写${f.label}` };
    if (v) extra[f.key] = v;
  }
  if (item.entry_type === 'team') {
    const team = str(b.team_name);
    if (!team) return { msg: '请填写队伍名称' };
    const raw = Array.isArray(b.members) ? (b.members as PersonIn[]) : [];
    if (raw.length < item.team_min || raw.length > item.team_max) return { msg: `队员人数应在 ${item.team_min}–${item.team_max} 人之间` };
    const members: PersonOut[] = [];
    for (const [i, m] of raw.entries()) {
      const r = person(m, `第${i + 1}名队员`);
      if ('msg' in r) return r;
      members.push({ ...r.person, is_captain: i === 0 ? (1 as const) : (0 as const) });
    }
    return { entry: { entrant_name: team, ...members[0], extra, members } };
  }
  const r = person(b, '');
  if ('msg' in r) return r;
  return { entry: { entrant_name: r.person.real_name, ...r.person, extra, members: [] as PersonOut[] } };
}

function toItem(b: Record<string, unknown>, current?: MockEventItem): { item: Partial<MockEventItem> } | { msg: string } {
  const v: Partial<MockEventItem> = {};
  if (b.name !== undefined) {
    v.name = str(b.name);
    if (!v.name) return { msg: '项目名称不能为空' };
  }
  if (b.entry_type === 'individual' || b.entry_type === 'team') v.entry_type = b.entry_type;
  if (b.gender === 0 || b.gender === 1 || b.gender === 2) v.gender = b.gender;
  if (b.age_group !== undefined) v.age_group = str(b.age_group);
  if (b.birth_from !== undefined) v.birth_from = (b.birth_from as string | null) || null;
  if (b.birth_to !== undefined) v.birth_to = (b.birth_to as string | null) || null;
  if (b.capacity !== undefined) {
    const cap = Number(b.capacity);
    if (!Number.isInteger(cap)) return { msg: '名额格式错误' };
    if (cap < 0) return { msg: '名额不能为负数' };
    v.capacity = cap;
  }
  if (b.fee !== undefined) {
    const text = String(b.fee).trim();
    if (Number(text) < 0) return { msg: '报名费不能为负数' };
    if (!/^\d+(\.\d{1,2})?$/.test(text)) return { msg: '报名费格式错误，最多两位小数' };
    v.fee_cents = Math.round(Number(text) * 100);
  }
  if (typeof b.team_min === 'number') v.team_min = b.team_min;
  if (typeof b.team_max === 'number') v.team_max = b.team_max;
  if (typeof b.sort === 'number') v.sort = b.sort;
  const merged = { ...current, ...v };
  if (merged.birth_from && merged.birth_to && merged.birth_from > merged.birth_to) return { msg: '出生日期范围无效：起始日期不能晚于截止日期' };
  if ((merged.entry_type ?? 'individual') === 'team') {
    if ((merged.team_min ?? 1) < 1) return { msg: '队员人数下限不能小于1' };
    if ((merged.team_max ?? 1) < (merged.team_min ?? 1)) return { msg: '队员人数上限不能小于下限' };
  } else if (current?.entry_type === 'team' || v.team_min !== undefined || v.team_max !== undefined) {
    v.team_min = 1;
    v.team_max = 1;
  }
  return { item: v };
}

const listOf = (request: Request, entryType: 'individual' | 'team') => {
  const url = new URL(request.url);
  const m = organised(request, intParam(url, 'id'));
  if ('denied' in m) return m.denied;
  const c = m.competition;
  const itemId = intParam(url, 'event_item_id');
  const status = url.searchParams.get('status');
  const keyword = url.searchParams.get('keyword')?.trim();
  const rows = store()
    .entries.filter((e) => e.competition_id === c.id && e.entry_type === entryType)
    .filter((e) => !itemId || e.event_item_id === itemId)
    .filter((e) => !status || e.status === status)
    .filter((e) => !keyword || [e.entrant_name, e.real_name, e.phone, e.id_card].some((f) => f.includes(keyword)))
    .sort((a, b) => a.id - b.id);
  return ok(paginate(rows.map((e) => entryDto(e, false)), url));
};

const infoOf = (request: Request, entryType: 'individual' | 'team') => {
  const auth = requireUser(request);
  if ('denied' in auth) return auth.denied;
  const e = store().entries.find((x) => x.id === intParam(new URL(request.url), 'id'));
  if (!e || e.entry_type !== entryType) return notFound();
  const organiser = organises(auth.user, competitionOf(e.competition_id));
  if (!organiser && e.user_id !== auth.user.profile.id) return notFound();
  return ok(detailDto(e, organiser));
};

export const signUpHandlers = [
  http.get('/api/competition/requirement/info', ({ request }) => {
    const m = organised(request, intParam(new URL(request.url), 'id'));
    if ('denied' in m) return m.denied;
    const c = m.competition;
    const s = store();
    return ok({
      settings: settingsOf(s, c.id),
      items: s.items.filter((i) => i.competition_id === c.id).sort((a, b) => a.sort - b.sort || a.id - b.id).map((i) => itemDto(s, i)),
      field_options: FIELDS.map((key) => ({ key, label: SIGN_UP_FIELD_LABELS[key] })),
    });
  }),

  http.put('/api/competition/requirement', async ({ request }) => {
    const b = await bodyOf(request);
    const m = organised(request, num(b.id));
    if ('denied' in m) return m.denied;
    const c = m.competition;
    const s = store();
    const next: MockSignUpSettings = { ...settingsOf(s, c.id) };
    if (b.opens_at !== undefined) next.opens_at = (b.opens_at as string | null) || null;
    if (b.closes_at !== undefined) next.closes_at = (b.closes_at as string | null) || null;
    if (next.opens_at && next.closes_at && Date.parse(next.closes_at) <= Date.parse(next.opens_at)) return badInput('截止时间必须晚于开始时间');
    if (b.review_required === 0 || b.review_required === 1) next.review_required = b.review_required;
    if (b.waiting_list === 0 || b.waiting_list === 1) next.waiting_list = b.waiting_list;
    if (b.enabled === 0 || b.enabled === 1) next.enabled = b.enabled;
    if (Array.isArray(b.required_fields)) {
      const unknown = (b.required_fields as string[]).find((f) => !FIELDS.includes(f));
      if (unknown !== undefined) return badInput(`未知的报名字段：${unknown}`);
      next.required_fields = [...new Set(['real_name', ...(b.required_fields as string[])])];
    }
    if (Array.isArray(b.custom_fields)) {
      const fields = b.custom_fields as { key: string; label: string; required?: boolean }[];
      for (const f of fields) {
        if (!str(f.label)) return badInput('自定义字段名称不能为空');
        if (!/^[a-z][a-z0-9_]{0,31}$/.test(str(f.key))) return badInput(`自定义字段“${str(f.label)}”的标识无效（小写字母开头，字母、数字或下划线）`);
      }
      next.custom_fields = fields.map((f) => ({ key: str(f.key), label: str(f.label), required: Boolean(f.required) }));
    }
    s.settings.set(c.id, next);
    return ok(next);
  }),

  http.post('/api/competition/requirement/item', async ({ request }) => {
    const b = await bodyOf(request);
    const m = organised(request, num(b.competition_id));
    if ('denied' in m) return m.denied;
    const c = m.competition;
    if (!str(b.name)) return badInput('名称不能为空');
    const r = toItem(b);
    if ('msg' in r) return badInput(r.msg);
    const s = store();
    s.nextId += 1;
    const entryType = r.item.entry_type ?? 'individual';
    s.items.push({
      id: s.nextId,
      competition_id: c.id,
      name: r.item.name!,
      entry_type: entryType,
      gender: r.item.gender ?? 0,
      age_group: r.item.age_group ?? '',
      birth_from: r.item.birth_from ?? null,
      birth_to: r.item.birth_to ?? null,
      capacity: r.item.capacity ?? 0,
      fee_cents: r.item.fee_cents ?? 0,
      team_min: entryType === 'team' ? (r.item.team_min ?? 1) : 1,
      team_max: entryType === 'team' ? (r.item.team_max ?? r.item.team_min ?? 1) : 1,
      sort: r.item.sort ?? 0,
    });
    return ok({ id: s.nextId });
  }),

  http.put('/api/competition/requirement/item', async ({ request }) => {
    const b = await bodyOf(request);
    const s = store();
    const item = s.items.find((i) => i.id === num(b.id));
    const m = organised(request, item?.competition_id);
    if ('denied' in m || !item) return 'denied' in m ? m.denied : notFound();
    const r = toItem(b, item);
    if ('msg' in r) return badInput(r.msg);
    const cap = r.item.capacity ?? item.capacity;
    const n = held(s, item.id);
    if (cap !== 0 && cap < n) return badInput(`名额不能少于已报名人数（${n}）`);
    Object.assign(item, r.item);
    promote(s, item, m.user);
    return ok({ id: item.id });
  }),

  http.delete('/api/competition/requirement/item', ({ request }) => {
    const s = store();
    const item = s.items.find((i) => i.id === intParam(new URL(request.url), 'id'));
    const m = organised(request, item?.competition_id);
    if ('denied' in m || !item) return 'denied' in m ? m.denied : notFound();
    if (s.entries.some((e) => e.event_item_id === item.id)) return refused('该项目已有报名，不能删除');
    s.items = s.items.filter((i) => i !== item);
    return ok({});
  }),

  http.post('/api/competition/sign_info', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = await bodyOf(request);
    const c = competitionOf(num(b.id));
    const organiser = organises(auth.user, c);
    if (!c || (!organiser && c.status !== 'approved')) return notFound();
    if (!organiser && !auth.user.isPerson) return forbidden();
    const s = store();
    const item = s.items.find((i) => i.id === num(b.event_item_id) && i.competition_id === c.id);
    if (!item) return badInput('报名项目不存在');
    const settings = settingsOf(s, c.id);
    if (!organiser) {
      const reason = windowReason(settings);
      if (reason) return refused(reason);
    }
    const checked = checkEntry(b, settings, item);
    if ('msg' in checked) return badInput(checked.msg);
    const e = checked.entry;
    const live = s.entries.filter((x) => x.event_item_id === item.id && LIVE.includes(x.status));
    if ((!organiser && live.some((x) => x.user_id === auth.user.profile.id)) || (e.id_card && live.some((x) => x.id_card === e.id_card))) {
      return refused(organiser ? `${e.real_name}已报名该项目` : '您已报名该项目');
    }
    const full = item.capacity !== 0 && held(s, item.id) >= item.capacity;
    if (full && !settings.waiting_list) return refused('名额已满');
    const status: MockSignUpStatus = full ? 'waiting' : settings.review_required ? 'pending' : 'approved';
    s.nextId += 1;
    const entry: MockSignUp = {
      id: s.nextId,
      competition_id: c.id,
      event_item_id: item.id,
      user_id: organiser ? null : auth.user.profile.id,
      entry_type: item.entry_type,
      entrant_name: e.entrant_name,
      real_name: e.real_name,
      id_card: e.id_card,
      phone: e.phone,
      gender: e.gender,
      birth_date: e.birth_date,
      affiliation: str(b.affiliation),
      seed: organiser && typeof b.seed === 'number' ? b.seed : null,
      status,
      source: organiser ? 'organiser' : 'public',
      reason: '',
      extra: e.extra,
      order_id: null,
      created_at: now(),
      members: e.members.map((m, i) => ({ id: s.nextId * 100 + i, ...m })),
      history: [],
    };
    entry.history.push({ id: s.nextId, from_status: null, to_status: status, actor_id: auth.user.profile.id, actor_name: auth.user.profile.nickname, reason: organiser ? '主办方添加报名' : '提交报名', at: now() });
    s.entries.push(entry);
    ensureOrder(s, entry);
    return ok({ id: entry.id, status });
  }),

  http.post('/api/competition/sign_info/review', async ({ request }) => {
    const b = await bodyOf(request);
    const m = organised(request, num(b.id));
    if ('denied' in m) return m.denied;
    const { user, competition: c } = m;
    const action = b.action;
    if (action !== 'approve' && action !== 'reject') return badInput('审核操作取值无效');
    const reason = str(b.reason);
    if (action === 'reject' && !reason) return badInput('请填写驳回原因');
    const ids = Array.isArray(b.ids) ? [...new Set(b.ids as number[])] : [];
    if (ids.length === 0) return badInput('请选择报名记录');
    const s = store();
    const rows = s.entries.filter((e) => e.competition_id === c.id && ids.includes(e.id));
    if (rows.length !== ids.length) return refused('报名记录不存在');
    const from: MockSignUpStatus[] = action === 'approve' ? ['pending'] : ['pending', 'waiting'];
    if (rows.some((e) => !from.includes(e.status))) return refused(action === 'approve' ? '只能审核通过待审核的报名' : '只能驳回待审核或候补中的报名');
    const freed = new Set<number>();
    for (const e of rows) {
      const was = e.status;
      change(e, action === 'approve' ? 'approved' : 'rejected', user, reason);
      e.reason = action === 'reject' ? reason : '';
      ensureOrder(s, e);
      if (action === 'reject' && was !== 'waiting') freed.add(e.event_item_id);
    }
    for (const id of freed) promote(s, s.items.find((i) => i.id === id)!, user);
    return ok({ count: rows.length });
  }),

  http.delete('/api/competition/sign_info', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const s = store();
    const e = s.entries.find((x) => x.id === intParam(url, 'id'));
    if (!e) return notFound();
    const organiser = organises(auth.user, competitionOf(e.competition_id));
    const own = e.user_id !== null && e.user_id === auth.user.profile.id;
    if (!organiser && !own) return notFound();
    const reason = url.searchParams.get('reason')?.trim() ?? '';
    if (organiser && !own && !reason) return badInput('请填写取消原因');
    if (!LIVE.includes(e.status)) return refused('只有待审核、已通过或候补中的报名可以取消');
    const order = e.order_id ? mockDb.orders.find((o) => o.id === e.order_id) : undefined;
    if (order?.status === '已支付' && !organiser) return refused('报名费已支付，请联系主办方取消报名');
    const was = e.status;
    const why = reason || (own ? '本人取消报名' : '主办方取消报名');
    change(e, 'cancelled', auth.user, why);
    e.reason = why;
    if (order && order.status === '待支付') {
      order.status_history.push({ id: order.status_history.length + order.id * 10 + 1, from_status: '待支付', to_status: '已关闭', note: `报名已取消：${why}`, created_at: now() });
      order.status = '已关闭';
    }
    if (was !== 'waiting') promote(s, s.items.find((i) => i.id === e.event_item_id)!, auth.user);
    return ok({});
  }),

  http.put('/api/competition/sign_info', async ({ request }) => {
    const b = await bodyOf(request);
    const s = store();
    const e = s.entries.find((x) => x.id === num(b.id));
    const m = organised(request, e?.competition_id);
    if ('denied' in m || !e) return 'denied' in m ? m.denied : notFound();
    const patch: Partial<MockSignUp> = {};
    if (b.entrant_name !== undefined) {
      patch.entrant_name = str(b.entrant_name);
      if (!patch.entrant_name) return badInput(e.entry_type === 'team' ? '请填写队伍名称' : '请填写姓名');
    }
    if (b.real_name !== undefined) {
      patch.real_name = str(b.real_name);
      if (!patch.real_name) return badInput('请填写姓名');
      if (e.entry_type === 'individual' && patch.entrant_name === undefined) patch.entrant_name = patch.real_name;
    }
    if (b.phone !== undefined) {
      patch.phone = str(b.phone);
      if (patch.phone && !isMobile(patch.phone)) return badInput('手机号格式错误');
    }
    if (b.affiliation !== undefined) patch.affiliation = str(b.affiliation);
    if (b.seed !== undefined) patch.seed = typeof b.seed === 'number' ? b.seed : null;
    if (b.members !== undefined) {
      if (e.entry_type !== 'team') return badInput('个人报名没有队员');
      const item = s.items.find((i) => i.id === e.event_item_id)!;
      const checked = checkEntry({ team_name: patch.entrant_name ?? e.entrant_name, members: b.members }, { ...settingsOf(s, e.competition_id), custom_fields: [] }, item);
      if ('msg' in checked) return badInput(checked.msg);
      patch.members = checked.entry.members.map((m, i) => ({ id: e.id * 100 + i, ...m }));
    }
    if (Object.keys(patch).length === 0) return badInput('请至少填写一项内容');
    Object.assign(e, patch);
    return ok({ id: e.id });
  }),

  http.get('/api/competition/players', ({ request }) => listOf(request, 'individual')),
  http.get('/api/competition/teams', ({ request }) => listOf(request, 'team')),
  http.get('/api/competition/player/info', ({ request }) => infoOf(request, 'individual')),
  http.get('/api/competition/team/info', ({ request }) => infoOf(request, 'team')),

  http.get('/api/user/sign_ups', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const rows = store()
      .entries.filter((e) => e.user_id === auth.user.profile.id)
      .sort((a, b) => b.id - a.id);
    return ok(paginate(rows.map((e) => entryDto(e, false)), new URL(request.url)));
  }),

  http.get('/api/competition/sign_info/template', ({ request }) => {
    const url = new URL(request.url);
    const m = organised(request, intParam(url, 'id'));
    if ('denied' in m) return m.denied;
    if (!store().items.some((i) => i.id === intParam(url, 'event_item_id') && i.competition_id === m.competition.id)) return badInput('报名项目不存在');
    return refused('演示模式无法生成 xlsx 模板，请连接服务器后下载');
  }),

  http.post('/api/competition/sign_info/import', async ({ request }) => {
    const b = await bodyOf(request);
    const m = organised(request, num(b.id));
    if ('denied' in m) return m.denied;
    if (!store().items.some((i) => i.id === num(b.event_item_id) && i.competition_id === m.competition.id)) return badInput('报名项目不存在');
    if (!/\.xlsx$/i.test(str(b.file_name))) return badInput('请上传 xlsx 格式的文件');
    return refused('演示模式无法读取 xlsx 文件，请连接服务器后导入');
  }),

  http.post('/api/admin/pay_order/mark_paid', async ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const b = await bodyOf(request);
    const order = mockDb.orders.find((o) => o.id === num(b.id));
    if (!order || !canSee(auth.user, order.institution_id)) return notFound();
    if (order.sign_up_id === null) return refused('只有报名费订单可以线下标记为已支付');
    const note = str(b.note);
    if (!note) return badInput('请填写收款说明');
    if (order.status !== '待支付') return refused('只有待支付的订单可以标记为已支付');
    const at = now();
    order.status = '已支付';
    order.pay_channel = 'offline';
    order.paid_at = at;
    order.status_history.push({ id: order.id * 10 + order.status_history.length + 1, from_status: '待支付', to_status: '已支付', note: `线下收款：${note}（操作人 ${auth.user.profile.nickname}）`, created_at: at });
    return ok({});
  }),

  http.get('/api/official/competition/sign_up', ({ request }) => {
    const c = competitionOf(intParam(new URL(request.url), 'id'));
    if (!c || c.status !== 'approved') return notFound();
    const s = store();
    const settings = settingsOf(s, c.id);
    const reason = windowReason(settings);
    return ok({
      competition_id: c.id,
      competition_name: c.name,
      open: reason ? 0 : 1,
      reason,
      opens_at: settings.opens_at,
      closes_at: settings.closes_at,
      review_required: settings.review_required,
      waiting_list: settings.waiting_list,
      required_fields: settings.required_fields.map((key) => ({ key, label: SIGN_UP_FIELD_LABELS[key] ?? key })),
      custom_fields: settings.custom_fields,
      items: s.items
        .filter((i) => i.competition_id === c.id)
        .sort((a, b) => a.sort - b.sort || a.id - b.id)
        .map((i) => {
          const places = free(i, s);
          return {
            id: i.id,
            name: i.name,
            entry_type: i.entry_type,
            gender: i.gender,
            age_group: i.age_group,
            birth_from: i.birth_from,
            birth_to: i.birth_to,
            capacity: i.capacity,
            fee: yuan(i.fee_cents),
            fee_cents: i.fee_cents,
            team_min: i.team_min,
            team_max: i.team_max,
            free_places: places,
            full: places === 0 ? 1 : 0,
          };
        }),
    });
  }),
];

/** The mock sign-up data of the current mock database (tests inspect it). */
export const mockSignUps = () => store();
