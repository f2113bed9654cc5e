import { sql } from 'drizzle-orm';
import type { LiveStatus } from 'shared/rules';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { institutions } from './institutions.js';
import { media } from './media.js';
import { orders } from './orders.js';
import { users } from './users.js';


/**
 * Live rooms (直播间). The stream itself runs on an external streaming service: `stream_url` is its HLS play URL
 * (.m3u8, http(s) or a site path of the platform's own media), `push_url` the RTMP address the organiser pushes to.
 * status 未开始 → 直播中 (开始直播) → 已结束 (结束直播); a 未开始 room whose scheduled end has passed counts as 已结束.
 * `visibility` is the owner's choice (public / hidden); `admin_hidden` is the platform admin's (backLivesList 隐藏),
 * which the owner cannot undo. A room is public when both allow it. The replay is `replay_url` (an uploaded video of
 * the media table, then `replay_media_id` is set, or an external URL). Deleting sets `deleted_at`; a deleted room
 * that was ever started still uses its package quota.
 */
export const liveRooms = pgTable(
  'live_rooms',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    competitionId: integer('competition_id').references(() => competitions.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 100 }).notNull(),
    cover: varchar('cover', { length: 8192 }).notNull().default(''),
    description: text('description').notNull().default(''),
    streamUrl: varchar('stream_url', { length: 1024 }).notNull(),
    pushUrl: varchar('push_url', { length: 1024 }).notNull().default(''),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true, mode: 'date' }).notNull(),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true, mode: 'date' }).notNull(),
    status: varchar('status', { length: 8 }).$type<LiveStatus>().notNull().default('未开始'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    visibility: varchar('visibility', { length: 8 }).$type<'public' | 'hidden'>().notNull().default('public'),
    adminHidden: boolean('admin_hidden').notNull().default(false),
    replayUrl: varchar('replay_url', { length: 1024 }).notNull().default(''),
    replayMediaId: integer('replay_media_id').references(() => media.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('live_rooms_institution_idx').on(t.institutionId, t.scheduledStart),
    index('live_rooms_status_idx').on(t.status, t.scheduledStart),
    check('live_rooms_status_ck', sql`${t.status} in ('未开始', '直播中', '已结束')`),
    check('live_rooms_visibility_ck', sql`${t.visibility} in ('public', 'hidden')`),
    check('live_rooms_schedule_ck', sql`${t.scheduledEnd} > ${t.scheduledStart}`),
  ],
);

/**
 * Pre-roll advertisements (直播广告): an uploaded image or video shown before the stream for `duration` seconds,
 * then 跳过; `link` opens when clicked. Per institution (room_id null: every room of it) or per room (wins).
 */
export const liveAds = pgTable(
  'live_ads',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    roomId: integer('room_id').references(() => liveRooms.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 64 }).notNull(),
    /** image | video */
    kind: varchar('kind', { length: 8 }).$type<'image' | 'video'>().notNull(),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    mediaUrl: varchar('media_url', { length: 1024 }).notNull(),
    link: varchar('link', { length: 1024 }).notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull().default(5),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('live_ads_institution_idx').on(t.institutionId),
    check('live_ads_kind_ck', sql`${t.kind} in ('image', 'video')`),
    check('live_ads_duration_ck', sql`${t.durationSeconds} between 1 and 120`),
  ],
);

/** The catalogue of live packages (购买直播): `room_quota` rooms within `valid_days` of payment. */
export const livePackages = pgTable(
  'live_packages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 32 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    roomQuota: integer('room_quota').notNull(),
    validDays: integer('valid_days').notNull(),
    priceCents: integer('price_cents').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [check('live_packages_price_ck', sql`${t.priceCents} > 0`), check('live_packages_quota_ck', sql`${t.roomQuota} > 0`)],
);

/**
 * A package bought by an institution. Buying creates a finance order (orders + order_items + order_status_history,
 * 待支付); the package gives quota only once its order is 已支付, for `valid_days` from payment.
 * (institution_id, request_id) is unique: a double click with the same client request id creates one order.
 */
export const livePurchases = pgTable(
  'live_purchases',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => livePackages.id),
    orderId: integer('order_id').references(() => orders.id),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    roomQuota: integer('room_quota').notNull(),
    validDays: integer('valid_days').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('live_purchases_request_uq').on(t.institutionId, t.requestId), uniqueIndex('live_purchases_order_uq').on(t.orderId)],
);

export const LIVE_REPLAY_FILE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type LiveReplayFileStatus = (typeof LIVE_REPLAY_FILE_STATUSES)[number];

/**
 * MP4 files made from HLS replays (已播列表 下载回放): one row per room. `source_url` is the room's replay address when
 * the file was asked for; a file whose source is no longer the room's replay is not offered (setting another replay
 * deletes the row and its file). status queued → running → done | failed, `progress` 0–100. A worker claims queued
 * rows, and running rows whose `lease_until` has passed (a stopped node), with FOR UPDATE SKIP LOCKED; `attempts`
 * counts the claims and fences a worker that lost its lease. The MP4 is a `media` row (kind file, served by
 * /api/media/<key> as an attachment).
 */
export const liveReplayFiles = pgTable(
  'live_replay_files',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    sourceUrl: varchar('source_url', { length: 1024 }).notNull(),
    status: varchar('status', { length: 8 }).$type<LiveReplayFileStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    error: text('error').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    requestedBy: integer('requested_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('live_replay_files_room_uq').on(t.roomId),
    index('live_replay_files_status_idx').on(t.status, t.id),
    check('live_replay_files_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('live_replay_files_progress_ck', sql`${t.progress} between 0 and 100`),
  ],
);
