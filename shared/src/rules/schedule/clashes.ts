/**
 * Clash detection: the same team, athlete, referee or court booked into fixtures whose times overlap.
 * Fixtures that merely touch (one ends when the next starts) do not clash. Each clash carries a Chinese
 * description, e.g. `裁判「王强」在 2026-05-01 09:30–10:00 同时安排在「男子组 第1轮 甲 vs 乙」和「女子组 第1轮 丙 vs 丁」`.
 */
import { RuleRefusal } from '../rule-refusal.ts';

export type ResourceKind = 'team' | 'athlete' | 'referee' | 'court';

export const RESOURCE_LABEL: Record<ResourceKind, string> = {
  team: '队伍',
  athlete: '运动员',
  referee: '裁判',
  court: '场地',
};

export interface Resource {
  id: string | number;
  name: string;
}

export interface ScheduledFixture {
  id: string | number;
  /** Shown in the description, e.g. '男子组 第1轮 甲 vs 乙'. */
  label: string;
  start: Date | string | number;
  end: Date | string | number;
  court?: Resource | null;
  teams?: readonly Resource[];
  athletes?: readonly Resource[];
  referees?: readonly Resource[];
}

export interface Clash {
  kind: ResourceKind;
  resource: Resource;
  fixtureIds: [string | number, string | number];
  /** The overlapping period. */
  from: Date;
  to: Date;
  message: string;
}

export interface ClashOptions {
  /** IANA time zone of the times in the messages. Default Asia/Shanghai. */
  timeZone?: string;
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

function formatter(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const pick = (date: Date) => Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
  return (from: Date, to: Date) => {
    const a = pick(from);
    const b = pick(to);
    const day = (x: Record<string, string>) => `${x.year}-${x.month}-${x.day}`;
    const time = (x: Record<string, string>) => `${x.hour}:${x.minute}`;
    return day(a) === day(b) ? `${day(a)} ${time(a)}–${time(b)}` : `${day(a)} ${time(a)}–${day(b)} ${time(b)}`;
  };
}

export function findClashes(fixtures: readonly ScheduledFixture[], options: ClashOptions = {}): Clash[] {
  const period = formatter(options.timeZone ?? 'Asia/Shanghai');
  const timed = fixtures.map((f) => {
    const start = toDate(f.start);
    const end = toDate(f.end);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) {
      throw new RuleRefusal(`对阵「${f.label}」的结束时间必须晚于开始时间`);
    }
    return { fixture: f, start: start.getTime(), end: end.getTime() };
  });

  // every booking of a resource, grouped by resource
  const bookings = new Map<string, { kind: ResourceKind; resource: Resource; items: typeof timed }>();
  const book = (kind: ResourceKind, resource: Resource, item: (typeof timed)[number]) => {
    const key = `${kind}:${resource.id}`;
    const entry = bookings.get(key) ?? { kind, resource, items: [] };
    if (!entry.items.includes(item)) entry.items.push(item);
    bookings.set(key, entry);
  };
  for (const item of timed) {
    const f = item.fixture;
    if (f.court) book('court', f.court, item);
    for (const t of f.teams ?? []) book('team', t, item);
    for (const a of f.athletes ?? []) book('athlete', a, item);
    for (const r of f.referees ?? []) book('referee', r, item);
  }

  // sorted by the start of the overlap, then court, team, athlete, referee
  const clashes: Clash[] = [];
  for (const { kind, resource, items } of bookings.values()) {
    // sweep in start order, keeping the bookings still running
    const sorted = [...items].sort((a, b) => a.start - b.start || a.end - b.end);
    let running: typeof timed = [];
    for (const item of sorted) {
      running = running.filter((r) => r.end > item.start);
      for (const other of running) {
        const from = new Date(Math.max(other.start, item.start));
        const to = new Date(Math.min(other.end, item.end));
        clashes.push({
          kind,
          resource,
          fixtureIds: [other.fixture.id, item.fixture.id],
          from,
          to,
          message: `${RESOURCE_LABEL[kind]}「${resource.name}」在 ${period(from, to)} 同时安排在「${other.fixture.label}」和「${item.fixture.label}」`,
        });
      }
      running.push(item);
    }
  }
  const kindOrder: ResourceKind[] = ['court', 'team', 'athlete', 'referee'];
  return clashes.sort(
    (a, b) =>
      a.from.getTime() - b.from.getTime() ||
      kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
      (a.message < b.message ? -1 : a.message > b.message ? 1 : 0),
  );
}
