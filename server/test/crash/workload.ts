/**
 * What the crash test writes, and the ledger of what the server acknowledged.
 *
 * Setup (once, through the API): an approved competition of 杭州市体育局 (org_gov) with sign-up open and no review,
 * one paid individual item for organiser entries, and a league of 6 entrants whose 15 fixtures get scores.
 * Writes (concurrently, until the kill):
 *  - sign-up: the demo athletes (athlete, referee) sign up themselves, alone or as captain of a team of 2–4, to paid
 *    items (approved at once → a fee order in the same transaction); new items are created when they run out;
 *  - entry: org_gov adds a paid individual entry (unlimited, fresh ID cards);
 *  - score: org_gov saves a score of a league fixture (version-checked; corrections carry a reason);
 *  - order: org_gov buys a live package with a fresh request_id (idempotent: a retry answers the same order);
 *  - upload: org_gov or the athlete uploads a small image.
 * Each success envelope is written to the ledger with the ids it named; each request that got no answer (the kill)
 * is kept as "unknown". After every restart `verify` checks every acknowledged write through the API, and that
 * unknown ones are either absent or whole (a team with all its members, an entry with its fee order).
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { idCardCheckDigit } from 'shared/rules';
import { Unanswered, type Api, type Session } from './api-client.js';

const INSTITUTION = 1; // 杭州市体育局, managed by the demo account org_gov
const FEE = '30';
const SCORE_ENTRANTS = 6;

type Kind = 'signup' | 'entry' | 'score' | 'order' | 'upload';
const WEIGHTS: [Kind, number][] = [
  ['signup', 3],
  ['entry', 2],
  ['score', 2],
  ['order', 2],
  ['upload', 1],
];

interface EntryRecord {
  /** entrant name (player or team), unique in the test: how an entry is found in the lists */
  name: string;
  id: number | null;
  members: number;
  team: boolean;
  /** of a paid item: approved at once, so it has its fee order */
  paid: boolean;
  acked: boolean;
}

interface Fixture {
  id: number;
  version: number | null;
  busy: boolean;
  /** (home, away) of acknowledged score writes */
  acked: { home: number; away: number }[];
}

interface OrderRecord {
  requestId: string;
  orderId: number | null;
  acked: boolean;
}

interface UploadRecord {
  id: number;
  url: string;
  size: number;
  bytesChecked: boolean;
}

export interface Sessions {
  org: Session;
  admin: Session;
  athletes: Session[];
}

export interface WriteCounts {
  acknowledged: number;
  unanswered: number;
}

let personSeq = 0;
/** A valid ID card (浙江 330106, birth 1990–2009) and a unique name and phone; never repeats within a process. */
function newPerson(prefix: string) {
  personSeq += 1;
  const n = personSeq;
  const birth = new Date(Date.UTC(1990, 0, 1) + (n % 7000) * 86_400_000);
  const yyyymmdd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const first17 = `330106${yyyymmdd}${String(Math.floor(n / 7000) % 1000).padStart(3, '0')}`;
  return {
    real_name: `${prefix}${n}`,
    id_card: first17 + idCardCheckDigit(first17),
    phone: `13${5 + (n % 5)}${String(n).padStart(8, '0').slice(-8)}`,
  };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

function pickKind(): Kind {
  const total = WEIGHTS.reduce((n, [, w]) => n + w, 0);
  let r = Math.random() * total;
  for (const [kind, w] of WEIGHTS) {
    r -= w;
    if (r < 0) return kind;
  }
  return 'upload';
}

async function newImage(): Promise<Buffer> {
  return sharp(randomBytes(16 * 16 * 3), { raw: { width: 16, height: 16, channels: 3 } })
    .png()
    .toBuffer();
}

/** `work` on every item, `n` at a time. */
async function inBatches<T>(items: readonly T[], n: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += n) await Promise.all(items.slice(i, i + n).map(work));
}

/** Every row of a paged list (100 a page, the most a list gives), the pages after the first 4 at a time. */
async function allPages<T>(api: Api, session: Session, url: string): Promise<T[]> {
  const page = (start: number) => api.call<{ list: T[]; total: number }>('GET', `${url}${url.includes('?') ? '&' : '?'}start=${start}&count=100`, { session });
  const first = await page(0);
  const rest: T[][] = [];
  const starts = Array.from({ length: Math.max(0, Math.ceil(first.total / 100) - 1) }, (_, i) => (i + 1) * 100);
  await inBatches(starts, 4, async (start) => {
    rest[start / 100] = (await page(start)).list;
  });
  return [...first.list, ...rest.flat()];
}

/** One round's writing: workers run until `stop` is called (just before the kill). */
export class Round {
  stopping = false;
  readonly counts: Record<Kind, WriteCounts> = {
    signup: { acknowledged: 0, unanswered: 0 },
    entry: { acknowledged: 0, unanswered: 0 },
    score: { acknowledged: 0, unanswered: 0 },
    order: { acknowledged: 0, unanswered: 0 },
    upload: { acknowledged: 0, unanswered: 0 },
  };
  /** what went wrong while writing (a refusal, or no answer before the kill) */
  readonly problems: string[] = [];
  constructor(readonly api: Api) {}
}

export class Workload {
  private competitionId = 0;
  private entryItemId = 0;
  private scoreItemId = 0;
  private phaseId = 0;
  private packageId = 0;
  private readonly baselineOrders = new Set<number>();
  /** items created for athlete sign-ups: acknowledged (by id) and unknown (by name) */
  private readonly items = new Map<string, { id: number | null; team: boolean; acked: boolean }>();
  /** places an athlete can still sign up for: (item, athlete) not used yet */
  private readonly slots: { itemId: number; team: boolean; athlete: Session }[] = [];
  private readonly entries = new Map<string, EntryRecord>();
  private readonly fixtures: Fixture[] = [];
  private readonly orders = new Map<string, OrderRecord>();
  private readonly uploads: UploadRecord[] = [];
  private itemSeq = 0;
  private scoreSeq = 0;
  /** acknowledged writes looked for by `verify` over the whole run (one write checked after 10 restarts counts 10) */
  presenceChecks = 0;
  /** acknowledged writes found missing (each counted once) */
  readonly lost = new Set<string>();
  /** unanswered writes that turned out to have happened (found whole after the restart) */
  adopted = 0;
  /** where the last `verify` spent its time (ms per part) */
  lastTimings = '';

  constructor(
    private readonly sessions: Sessions,
    private readonly prefix: string,
  ) {}

  /** Acknowledged writes in the ledger (those `verify` checks). */
  acknowledged(): number {
    const entries = [...this.entries.values()].filter((e) => e.acked).length;
    const items = [...this.items.values()].filter((i) => i.acked).length;
    const scores = this.fixtures.reduce((n, f) => n + f.acked.length, 0);
    const orders = [...this.orders.values()].filter((o) => o.acked).length;
    return entries + items + scores + orders + this.uploads.length;
  }

  static async login(api: Api): Promise<Sessions> {
    return {
      org: await api.login('org_gov', 'Saishi@2026'),
      admin: await api.login('admin', 'Admin@2026'),
      athletes: [await api.login('athlete', 'Saishi@2026'), await api.login('referee', 'Saishi@2026')],
    };
  }

  /** Competition, items, the league and its fixtures; every step must succeed. */
  async setup(api: Api) {
    const { org, admin } = this.sessions;
    const created = await api.call<{ id: number }>('POST', '/api/competition', {
      session: org,
      json: {
        institution_id: INSTITUTION,
        c_type: 1,
        name: `${this.prefix}崩溃测试赛`,
        sport: '田径',
        start_at: '2027-05-01T01:00:00.000Z',
        end_at: '2027-05-02T10:00:00.000Z',
        location: '测试体育场',
      },
    });
    this.competitionId = created.id;
    await api.call('POST', '/api/competition/filing', { session: org, json: { id: created.id } });
    await api.call('POST', '/api/admin/competition/review', { session: admin, json: { id: created.id, action: 'approve' } });
    await api.call('PUT', '/api/competition/requirement', {
      session: org,
      json: { id: created.id, enabled: 1, review_required: 0, waiting_list: 0, required_fields: ['phone', 'id_card'] },
    });
    this.entryItemId = (await this.createItem(api, false, `${this.prefix}主办方添加`)).id;

    // the league: 6 organiser entries of a free item, one league phase, its 15 fixtures
    const scoreItem = await api.call<{ id: number }>('POST', '/api/competition/requirement/item', {
      session: org,
      json: { competition_id: this.competitionId, name: `${this.prefix}联赛`, entry_type: 'individual' },
    });
    this.scoreItemId = scoreItem.id;
    for (let i = 0; i < SCORE_ENTRANTS; i += 1) {
      const p = newPerson(`${this.prefix}联赛选手`);
      const e = await api.call<{ id: number }>('POST', '/api/competition/sign_info', { session: org, json: { id: this.competitionId, event_item_id: scoreItem.id, ...p } });
      this.entries.set(p.real_name, { name: p.real_name, id: e.id, members: 0, team: false, paid: false, acked: true });
    }
    this.phaseId = (await api.call<{ id: number }>('POST', '/api/admin/schedule/create_phase', { session: org, json: { event_item_id: scoreItem.id, name: '联赛', format: 'league' } })).id;
    await api.call('POST', '/api/admin/schedule/create_schedule', { session: org, json: { phase_id: this.phaseId, seed: 'crash' } });
    const matches = await api.call<{ list: { id: number; version: number; bye: number; home_id: number | null; away_id: number | null }[] }>(
      'GET',
      `/api/admin/schedule/phase_match?phase_id=${this.phaseId}`,
      { session: org },
    );
    for (const m of matches.list) {
      if (!m.bye && m.home_id !== null && m.away_id !== null) this.fixtures.push({ id: m.id, version: m.version, busy: false, acked: [] });
    }
    if (this.fixtures.length === 0) throw new Error('联赛没有生成可录入比分的比赛');

    const packages = await api.call<{ list: { id: number }[] }>('GET', '/api/admin/live/packages', { session: org });
    if (packages.list.length === 0) throw new Error('没有在售的直播套餐');
    this.packageId = packages.list[0].id;
    for (const o of await allPages<{ order_id: number }>(api, org, `/api/admin/live/orders?institution_id=${INSTITUTION}`)) this.baselineOrders.add(o.order_id);
  }

  private async createItem(api: Api, team: boolean, name: string) {
    return api.call<{ id: number }>('POST', '/api/competition/requirement/item', {
      session: this.sessions.org,
      json: { competition_id: this.competitionId, name, entry_type: team ? 'team' : 'individual', fee: FEE, ...(team ? { team_min: 2, team_max: 4 } : {}) },
    });
  }

  /** Writes until the round stops; `workers` requests in flight at a time. */
  async write(round: Round, workers: number) {
    await Promise.all(Array.from({ length: workers }, () => this.worker(round)));
  }

  private async worker(round: Round) {
    while (!round.stopping) {
      const kind = pickKind();
      try {
        const wrote = await this.writeOne(round.api, kind);
        if (wrote) round.counts[kind].acknowledged += 1;
      } catch (error) {
        if (error instanceof Unanswered) {
          round.counts[kind].unanswered += 1;
          if (!round.stopping) round.problems.push(`在 kill 之前服务就不再应答：${error.message}`);
          return;
        }
        round.problems.push(`${kind}：${(error as Error).message}`);
      }
    }
  }

  /** One write of `kind`; false when there was nothing to do (e.g. every fixture busy). */
  private async writeOne(api: Api, kind: Kind): Promise<boolean> {
    const { org } = this.sessions;
    switch (kind) {
      case 'signup': {
        if (this.slots.length === 0) {
          // two new items (one individual, one team) = four new places for the two athletes
          for (const team of [false, true]) {
            this.itemSeq += 1;
            const name = `${this.prefix}项目${this.itemSeq}`;
            this.items.set(name, { id: null, team, acked: false });
            const item = await this.createItem(api, team, name);
            this.items.set(name, { id: item.id, team, acked: true });
            for (const athlete of this.sessions.athletes) this.slots.push({ itemId: item.id, team, athlete });
          }
        }
        const slot = this.slots.splice(Math.floor(Math.random() * this.slots.length), 1)[0];
        const captain = newPerson(`${this.prefix}队长`);
        const members = slot.team ? [captain, ...Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => newPerson(`${this.prefix}队员`))] : [];
        const name = slot.team ? `${this.prefix}队${personSeq}` : captain.real_name;
        const record: EntryRecord = { name, id: null, members: members.length, team: slot.team, paid: true, acked: false };
        this.entries.set(name, record);
        const body = slot.team
          ? { id: this.competitionId, event_item_id: slot.itemId, team_name: name, members }
          : { id: this.competitionId, event_item_id: slot.itemId, ...captain };
        const res = await api.call<{ id: number }>('POST', '/api/competition/sign_info', { session: slot.athlete, json: body });
        record.id = res.id;
        record.acked = true;
        return true;
      }
      case 'entry': {
        const p = newPerson(`${this.prefix}选手`);
        const record: EntryRecord = { name: p.real_name, id: null, members: 0, team: false, paid: true, acked: false };
        this.entries.set(p.real_name, record);
        const res = await api.call<{ id: number }>('POST', '/api/competition/sign_info', { session: org, json: { id: this.competitionId, event_item_id: this.entryItemId, ...p } });
        record.id = res.id;
        record.acked = true;
        return true;
      }
      case 'score': {
        const free = this.fixtures.filter((f) => !f.busy && f.version !== null);
        if (free.length === 0) return false;
        const f = pick(free);
        f.busy = true;
        this.scoreSeq += 1;
        const score = { home: this.scoreSeq, away: Math.floor(Math.random() * 10) };
        const version = f.version!;
        f.version = null; // unknown until answered
        const res = await api.call<{ fixture: { version: number } }>('POST', '/api/admin/schedule/score', {
          session: org,
          json: { fixture_id: f.id, home_score: score.home, away_score: score.away, version, reason: '崩溃测试录入' },
        });
        f.acked.push(score);
        f.version = res.fixture.version;
        f.busy = false;
        return true;
      }
      case 'order': {
        const requestId = `crash-${randomBytes(8).toString('hex')}`;
        const record: OrderRecord = { requestId, orderId: null, acked: false };
        this.orders.set(requestId, record);
        const res = await api.call<{ order_id: number; created: number }>('POST', '/api/admin/live/buy', {
          session: org,
          json: { institution_id: INSTITUTION, package_id: this.packageId, request_id: requestId },
        });
        if (res.created !== 1) throw new Error(`新请求号 ${requestId} 的订单应为新建（created=1），实际 ${res.created}`);
        record.orderId = res.order_id;
        record.acked = true;
        return true;
      }
      case 'upload': {
        const by = Math.random() < 0.5 ? org : this.sessions.athletes[0];
        const form = new FormData();
        form.append('use', 'crash_test');
        form.append('file', new Blob([await newImage()], { type: 'image/png' }), 'crash.png');
        const res = await api.call<{ id: number; url: string; size: number }>('POST', '/api/upload/image', { session: by, form });
        this.uploads.push({ id: res.id, url: res.url, size: res.size, bytesChecked: false });
        return true;
      }
    }
  }

  /**
   * After a restart: every acknowledged write is there, every unknown one is absent or whole, nothing appears that
   * nobody wrote. Unknown writes found are adopted (they must stay from then on); unknown orders are retried with
   * their request_id, which must answer the one order (idempotency across the crash). Uploaded files are read
   * whole after the first restart and when `full`, otherwise their rows are checked (304).
   */
  async verify(api: Api, full = false): Promise<string[]> {
    const problems: string[] = [];
    const { org } = this.sessions;
    /** an acknowledged write is there */
    const present = (ok: boolean, key: string, message: string) => {
      this.presenceChecks += 1;
      if (ok) return;
      this.lost.add(key);
      problems.push(message);
    };
    /** a write that is there is whole */
    const check = (ok: boolean, message: string) => {
      if (!ok) problems.push(message);
    };

    const timings: string[] = [];
    let mark = Date.now();
    const lap = (what: string) => {
      timings.push(`${what} ${Date.now() - mark}`);
      mark = Date.now();
    };

    // items
    const info = await api.call<{ items: { id: number; name: string }[] }>('GET', `/api/competition/requirement/info?id=${this.competitionId}`, { session: org });
    const itemsByName = new Map(info.items.map((i) => [i.name, i]));
    for (const [name, item] of this.items) {
      const found = itemsByName.get(name);
      if (item.acked) present(found?.id === item.id, `item:${name}`, `已确认的报名项目 ${name}（${item.id}）丢失`);
      else if (found) {
        // created before the kill: usable from now on
        item.id = found.id;
        item.acked = true;
        this.adopted += 1;
        for (const athlete of this.sessions.athletes) this.slots.push({ itemId: found.id, team: item.team, athlete });
      }
    }
    for (const i of info.items) {
      if (!this.items.has(i.name) && i.id !== this.entryItemId && i.id !== this.scoreItemId) problems.push(`出现了没有人创建的项目 ${i.name}`);
    }

    lap('items');
    // sign-ups (players and teams, all statuses)
    type Listed = { id: number; entrant_name: string; status: string; member_count: number; order_id: number | null; order_status: string; event_item_id: number };
    const listed = [
      ...(await allPages<Listed>(api, org, `/api/competition/players?id=${this.competitionId}`)),
      ...(await allPages<Listed>(api, org, `/api/competition/teams?id=${this.competitionId}`)),
    ];
    const byName = new Map<string, Listed[]>();
    for (const l of listed) byName.set(l.entrant_name, [...(byName.get(l.entrant_name) ?? []), l]);
    for (const [name, rows] of byName) {
      const e = this.entries.get(name);
      if (!e) {
        problems.push(`出现了没有人提交的报名 ${name}`);
        continue;
      }
      if (rows.length > 1) problems.push(`报名 ${name} 出现了 ${rows.length} 次`);
    }
    for (const e of this.entries.values()) {
      const row = byName.get(e.name)?.[0];
      if (e.acked) present(row !== undefined && row.id === e.id, `entry:${e.name}`, `已确认的报名 ${e.name}（${e.id}）丢失`);
      if (!row) continue;
      if (!e.acked) {
        e.id = row.id;
        e.acked = true; // committed before the kill: must stay from now on
        this.adopted += 1;
      }
      check(row.status === 'approved', `报名 ${e.name} 的状态为 ${row.status}，应为 approved`);
      if (e.team) check(row.member_count === e.members, `队伍 ${e.name} 有 ${row.member_count} 名队员，提交了 ${e.members} 名`);
      if (e.paid) check(row.order_id !== null && row.order_status === '待支付', `报名 ${e.name} 没有待支付的报名费订单（order_id ${row.order_id}，${row.order_status}）`);
    }

    lap('sign-ups');
    // orders: unknown ones retried with their request_id first
    for (const o of this.orders.values()) {
      if (o.acked) continue;
      const res = await api.call<{ order_id: number; created: number }>('POST', '/api/admin/live/buy', {
        session: org,
        json: { institution_id: INSTITUTION, package_id: this.packageId, request_id: o.requestId },
      });
      o.orderId = res.order_id;
      o.acked = true;
      if (res.created === 0) this.adopted += 1;
    }
    const liveOrders = (await allPages<{ order_id: number; status: string }>(api, org, `/api/admin/live/orders?institution_id=${INSTITUTION}`)).filter(
      (o) => !this.baselineOrders.has(o.order_id),
    );
    const listedOrders = new Map(liveOrders.map((o) => [o.order_id, o]));
    for (const o of this.orders.values()) {
      const found = listedOrders.get(o.orderId!);
      present(found !== undefined && found.status === '待支付', `order:${o.requestId}`, `已确认的直播套餐订单 ${o.orderId}（${o.requestId}）丢失或状态错误（${found?.status}）`);
    }
    const known = new Set([...this.orders.values()].map((o) => o.orderId));
    if (liveOrders.length !== known.size || liveOrders.some((o) => !known.has(o.order_id))) {
      problems.push(`直播套餐订单 ${liveOrders.length} 笔，请求号 ${known.size} 个：有重复或来历不明的订单`);
    }

    lap('orders');
    // scores: each acknowledged score is in its fixture's history, and the fixture holds the latest one
    const matches = await api.call<{ list: { id: number; version: number; home_score: number | null; away_score: number | null }[] }>(
      'GET',
      `/api/admin/schedule/phase_match?phase_id=${this.phaseId}`,
      { session: org },
    );
    const current = new Map(matches.list.map((m) => [m.id, m]));
    await inBatches(this.fixtures, 6, async (f) => {
      const now = current.get(f.id);
      if (!now) {
        problems.push(`比赛 ${f.id} 丢失`);
        return;
      }
      f.version = now.version;
      f.busy = false;
      if (now.home_score === null && f.acked.length === 0) return;
      const history = await api.call<{ list: { id: number; after: { home_score: number; away_score: number } }[] }>(
        'GET',
        `/api/admin/schedule/score_history?fixture_id=${f.id}`,
        { session: org },
      );
      for (const s of f.acked) {
        present(
          history.list.some((h) => h.after.home_score === s.home && h.after.away_score === s.away),
          `score:${f.id}:${s.home}`,
          `比赛 ${f.id} 已确认的比分 ${s.home}:${s.away} 不在比分历史中`,
        );
      }
      const latest = history.list.reduce<(typeof history.list)[number] | undefined>((a, h) => (!a || h.id > a.id ? h : a), undefined);
      check(
        latest !== undefined && latest.after.home_score === now.home_score && latest.after.away_score === now.away_score,
        `比赛 ${f.id} 的比分 ${now.home_score}:${now.away_score} 与最后一条历史 ${latest?.after.home_score}:${latest?.after.away_score} 不一致`,
      );
    });
    lap('scores');
    // uploads: the media row answers every time (If-None-Match → 304 needs the row, not the file); the bytes are
    // read after the first restart and at the end (`full`): a file written before the answer cannot be undone by a
    // kill, the row could be
    await inBatches(this.uploads, 8, async (u) => {
      const bytesToo = full || !u.bytesChecked;
      // public images: read as a visitor (no session to look up)
      const { status, bytes } = await api.fetchBytes(u.url, undefined, bytesToo ? undefined : `"${u.url.split('/').pop()}"`);
      const ok = bytesToo ? status === 200 && bytes.length === u.size && bytes.subarray(0, 8).equals(PNG_SIGNATURE) : status === 304;
      present(ok, `upload:${u.id}`, `已确认的上传 ${u.id}（${u.url}）读取为 HTTP ${status}，${bytes.length} 字节（应为 ${bytesToo ? `${u.size} 字节` : '304'}）`);
      if (ok) u.bytesChecked = true;
    });
    lap('uploads');
    this.lastTimings = timings.join(', ');
    return problems;
  }

  /** Ids the database-level check looks at. */
  scope() {
    return { competitionId: this.competitionId, phaseId: this.phaseId, uploadIds: this.uploads.map((u) => u.id), baselineOrders: [...this.baselineOrders] };
  }
}

