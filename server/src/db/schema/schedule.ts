import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { eventItems, signUps } from './sign-ups.js';
import { users } from './users.js';
import { courts } from './venues.js';

/** Tiebreakers of the standings, in the order the organiser chose (shared/src/rules/ranking/standings.ts). */
export type TiebreakerKey = 'points' | 'head_to_head' | 'difference' | 'scored' | 'wins' | 'fair_play' | 'lots';

/**
 * Phase configuration (阶段设置), by format:
 * - league: cycles 1 | 2;
 * - groups: group_count, draw 'snake' | 'pots', pot_size?, separate_affiliation (no two entrants of one 单位 in a
 *   group), cycles;
 * - knockout: draw 'seeded' | 'random', protected_seeds, third_place;
 * - double_elimination (双败淘汰赛): draw, protected_seeds as knockout, grand_final_reset (总决赛可加赛);
 * - swiss (瑞士制): rounds (轮数), swiss_tiebreakers (ordered; default Buchholz cut 1, Buchholz, Sonneborn–Berger,
 *   progressive, direct encounter), bye_points (轮空积分, default a win's), accelerated (加速编排, Baku).
 * `qualification` (for a phase fed by an earlier one): the source phase and rules such as
 * [{ top: 2 }, { best_of_place: 3, count: 2 }].
 */
export interface PhaseConfig {
  cycles?: 1 | 2;
  group_count?: number;
  draw?: 'snake' | 'pots' | 'seeded' | 'random';
  pot_size?: number;
  separate_affiliation?: boolean;
  protected_seeds?: number;
  third_place?: boolean;
  grand_final_reset?: boolean;
  rounds?: number;
  swiss_tiebreakers?: ('buchholz' | 'buchholz_cut1' | 'median_buchholz' | 'sonneborn_berger' | 'progressive' | 'direct_encounter')[];
  bye_points?: number;
  accelerated?: boolean;
  /** first fixture time and the spacing of rounds, for generated times */
  first_round_at?: string | null;
  round_interval_minutes?: number;
  qualification?: { from_phase_id: number; rules: ({ top: number } | { best_of_place: number; count: number })[] } | null;
}

/** The competition and the event item a row belongs to; deleting either deletes the row. */
const eventItemColumns = () => ({
  competitionId: integer('competition_id')
    .notNull()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  eventItemId: integer('event_item_id')
    .notNull()
    .references(() => eventItems.id, { onDelete: 'cascade' }),
});

/** A change of a score or a result: the values before (null: none yet) and after, who changed them, why and when. */
const changeColumns = () => ({
  before: jsonb('before').$type<Record<string, unknown> | null>(),
  after: jsonb('after').$type<Record<string, unknown>>().notNull(),
  actorId: integer('actor_id').references(() => users.id),
  reason: varchar('reason', { length: 500 }).notNull().default(''),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
});

/** Phases (阶段) of an event item's schedule: league, groups or knockout. status draft → generating → generated → completed. */
export const phases = pgTable(
  'phases',
  {
    id: serial('id').primaryKey(),
    ...eventItemColumns(),
    name: varchar('name', { length: 64 }).notNull(),
    /** 阶段说明 shown with the phase (e.g. 小组前两名晋级淘汰赛); editable at any time, like the name */
    description: varchar('description', { length: 500 }).notNull().default(''),
    /** league | groups | knockout | double_elimination | swiss */
    format: varchar('format', { length: 24 }).notNull(),
    sort: integer('sort').notNull().default(0),
    config: jsonb('config').$type<PhaseConfig>().notNull().default({}),
    /** seed of the draw and of the drawing of lots; the same seed gives the same schedule */
    seed: varchar('seed', { length: 64 }).notNull().default(''),
    /** draft | generating | generated | completed */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    generatedAt: timestamp('generated_at', { withTimezone: true, mode: 'date' }),
    /** progress of a running generation, 0–100 (fixtures are written in batches; 100 when idle) */
    progress: integer('progress').notNull().default(100),
    ...timestamps,
  },
  (t) => [
    index('phases_item_idx').on(t.eventItemId, t.sort),
    check('phases_format_ck', sql`${t.format} in ('league', 'groups', 'knockout', 'double_elimination', 'swiss')`),
    check('phases_status_ck', sql`${t.status} in ('draft', 'generating', 'generated', 'completed')`),
    check('phases_progress_ck', sql`${t.progress} between 0 and 100`),
  ],
);

/**
 * Entrants of a phase with their seed and, after a group draw, their group (1-based). A Swiss phase's entrants may
 * change between rounds (shared/src/rules/schedule/swiss-phase.ts): 补录 plays from `joined_round` (null: round 1)
 * and scores `missed_round_points` for each round before it; 退赛 leaves after `left_after_round` (null: playing).
 */
export const phaseEntrants = pgTable(
  'phase_entrants',
  {
    phaseId: integer('phase_id')
      .notNull()
      .references(() => phases.id, { onDelete: 'cascade' }),
    signUpId: integer('sign_up_id')
      .notNull()
      .references(() => signUps.id, { onDelete: 'cascade' }),
    seed: integer('seed'),
    groupNo: integer('group_no'),
    joinedRound: integer('joined_round'),
    leftAfterRound: integer('left_after_round'),
    missedRoundPoints: integer('missed_round_points').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.phaseId, t.signUpId] }),
    check('phase_entrants_joined_ck', sql`${t.joinedRound} is null or ${t.joinedRound} between 2 and 64`),
    check('phase_entrants_left_ck', sql`${t.leftAfterRound} is null or ${t.leftAfterRound} between 1 and 64`),
    check('phase_entrants_missed_ck', sql`${t.missedRoundPoints} between 0 and 100`),
  ],
);

/**
 * Fixtures (单场比赛/对阵) of a phase. Knockout fixtures keep the bracket links: `code` (R1-3, P3 …) and where the
 * winner (next_code/next_slot) and the loser of a semi-final (loser_next_code/slot) go. A bye is no game.
 * Double elimination (kinds winners / losers / grand_final, codes WB1-1, LB2-1, GF1, GF2) uses the same links: a
 * winners-bracket loser drops to loser_next_code; a losers bye passes its entrant on; GF2 (the reset) is a bye unless needed.
 * Scores: goals/points in home_score/away_score; set scores in `sets`; `forfeit` names the side that forfeited.
 * `referee_ids` are users (referees) allowed to enter this fixture's score.
 */
export const fixtures = pgTable(
  'fixtures',
  {
    id: serial('id').primaryKey(),
    phaseId: integer('phase_id')
      .notNull()
      .references(() => phases.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    groupNo: integer('group_no'),
    roundNo: integer('round_no').notNull(),
    position: integer('position').notNull(),
    code: varchar('code', { length: 16 }).notNull(),
    /** league | group | knockout | third_place; double elimination: winners | losers | grand_final; swiss (S{round}-{board}, S{round}-BYE) */
    kind: varchar('kind', { length: 16 }).notNull(),
    homeId: integer('home_id').references(() => signUps.id, { onDelete: 'set null' }),
    awayId: integer('away_id').references(() => signUps.id, { onDelete: 'set null' }),
    homeSeed: integer('home_seed'),
    awaySeed: integer('away_seed'),
    bye: boolean('bye').notNull().default(false),
    nextCode: varchar('next_code', { length: 16 }),
    nextSlot: varchar('next_slot', { length: 8 }),
    loserNextCode: varchar('loser_next_code', { length: 16 }),
    loserNextSlot: varchar('loser_next_slot', { length: 8 }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'set null' }),
    /** court / pitch label shown when no venue court is linked */
    courtName: varchar('court_name', { length: 64 }).notNull().default(''),
    refereeIds: integer('referee_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** scheduled | live | finished */
    status: varchar('status', { length: 16 }).notNull().default('scheduled'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    sets: jsonb('sets').$type<{ home: number; away: number }[]>(),
    forfeit: varchar('forfeit', { length: 8 }),
    homeFairPlay: integer('home_fair_play').notNull().default(0),
    awayFairPlay: integer('away_fair_play').notNull().default(0),
    winnerId: integer('winner_id').references(() => signUps.id, { onDelete: 'set null' }),
    /**
     * Running score of a game in progress (直播比分, POST /admin/schedule/live): set while status is `live`,
     * cleared by the final score or by 取消开始. Never counted in standings (they read home_score/away_score).
     */
    liveHomeScore: integer('live_home_score'),
    liveAwayScore: integer('live_away_score'),
    liveStartedAt: timestamp('live_started_at', { withTimezone: true, mode: 'date' }),
    /** bumped by every score change (optimistic concurrency of score entry) */
    version: integer('version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('fixtures_phase_code_uq').on(t.phaseId, t.code),
    index('fixtures_phase_round_idx').on(t.phaseId, t.groupNo, t.roundNo, t.position),
    index('fixtures_competition_time_idx').on(t.competitionId, t.startsAt),
    check('fixtures_kind_ck', sql`${t.kind} in ('league', 'group', 'knockout', 'third_place', 'winners', 'losers', 'grand_final', 'swiss')`),
    check('fixtures_status_ck', sql`${t.status} in ('scheduled', 'live', 'finished')`),
    check('fixtures_forfeit_ck', sql`${t.forfeit} is null or ${t.forfeit} in ('home', 'away', 'both')`),
    check('fixtures_scores_ck', sql`coalesce(${t.homeScore}, 0) >= 0 and coalesce(${t.awayScore}, 0) >= 0`),
    check('fixtures_live_scores_ck', sql`coalesce(${t.liveHomeScore}, 0) >= 0 and coalesce(${t.liveAwayScore}, 0) >= 0`),
  ],
);

/** Every score change of a fixture (a correction keeps the previous value here). */
export const fixtureScoreHistory = pgTable(
  'fixture_score_history',
  {
    id: serial('id').primaryKey(),
    fixtureId: integer('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    ...changeColumns(),
  },
  (t) => [index('fixture_score_history_fixture_idx').on(t.fixtureId, t.at)],
);

/**
 * Score rule (计分规则) of an event item: points per outcome, the scoring model and the ordered tiebreakers.
 * model: goals | sets (fixtures) or timed | measured (results per athlete, `direction` lower/higher is better).
 */
export const scoreRules = pgTable(
  'score_rules',
  {
    eventItemId: integer('event_item_id')
      .primaryKey()
      .references(() => eventItems.id, { onDelete: 'cascade' }),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    model: varchar('model', { length: 16 }).notNull().default('goals'),
    direction: varchar('direction', { length: 8 }).notNull().default('higher'),
    /** decimals of a measured result */
    precision: integer('precision').notNull().default(2),
    pointsWin: integer('points_win').notNull().default(3),
    pointsDraw: integer('points_draw').notNull().default(1),
    pointsLoss: integer('points_loss').notNull().default(0),
    pointsForfeit: integer('points_forfeit').notNull().default(0),
    forfeitWinnerScore: integer('forfeit_winner_score').notNull().default(3),
    forfeitLoserScore: integer('forfeit_loser_score').notNull().default(0),
    tiebreakers: jsonb('tiebreakers')
      .$type<TiebreakerKey[]>()
      .notNull()
      .default(['points', 'head_to_head', 'difference', 'scored', 'wins', 'fair_play', 'lots']),
    ...timestamps,
  },
  (t) => [
    check('score_rules_model_ck', sql`${t.model} in ('goals', 'sets', 'timed', 'measured')`),
    check('score_rules_direction_ck', sql`${t.direction} in ('lower', 'higher')`),
    check('score_rules_precision_ck', sql`${t.precision} between 0 and 3`),
  ],
);

/**
 * Results per athlete (成绩) of timed and measured items: `value` in the item's unit (seconds, metres, points),
 * `status` ok | DNF | DNS | DQ. One result per entrant and item.
 */
export const results = pgTable(
  'results',
  {
    id: serial('id').primaryKey(),
    ...eventItemColumns(),
    signUpId: integer('sign_up_id')
      .notNull()
      .references(() => signUps.id, { onDelete: 'cascade' }),
    value: doublePrecision('value'),
    status: varchar('status', { length: 8 }).notNull().default('ok'),
    version: integer('version').notNull().default(0),
    enteredBy: integer('entered_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('results_item_sign_up_uq').on(t.eventItemId, t.signUpId),
    check('results_status_ck', sql`${t.status} in ('ok', 'DNF', 'DNS', 'DQ')`),
    check('results_value_ck', sql`${t.value} is null or ${t.value} >= 0`),
  ],
);

/** Every change of a result (corrections keep the previous value). */
export const resultHistory = pgTable(
  'result_history',
  {
    id: serial('id').primaryKey(),
    resultId: integer('result_id')
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    ...changeColumns(),
  },
  (t) => [index('result_history_result_idx').on(t.resultId, t.at)],
);

/** Awards (奖项) of an event item: places place_from..place_to receive `name` (冠军, 一等奖 …). */
export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    ...eventItemColumns(),
    name: varchar('name', { length: 64 }).notNull(),
    placeFrom: integer('place_from').notNull(),
    placeTo: integer('place_to').notNull(),
    ...timestamps,
  },
  (t) => [
    index('awards_item_idx').on(t.eventItemId, t.placeFrom),
    check('awards_places_ck', sql`${t.placeFrom} >= 1 and ${t.placeTo} >= ${t.placeFrom}`),
  ],
);

/**
 * Highest records (最高纪录) per sport, item, gender and age group. A result that beats the ratified record
 * creates a `pending` row; an administrator ratifies it (it becomes the record, the old one `superseded`) or
 * rejects it with a reason. Rows are never deleted: they are the record's history.
 */
export const records = pgTable(
  'records',
  {
    id: serial('id').primaryKey(),
    sport: varchar('sport', { length: 32 }).notNull(),
    itemName: varchar('item_name', { length: 64 }).notNull(),
    gender: integer('gender').notNull().default(0),
    ageGroup: varchar('age_group', { length: 32 }).notNull().default(''),
    direction: varchar('direction', { length: 8 }).notNull(),
    value: doublePrecision('value').notNull(),
    holderName: varchar('holder_name', { length: 64 }).notNull(),
    affiliation: varchar('affiliation', { length: 64 }).notNull().default(''),
    competitionId: integer('competition_id').references(() => competitions.id, { onDelete: 'set null' }),
    competitionName: varchar('competition_name', { length: 128 }).notNull().default(''),
    resultId: integer('result_id').references(() => results.id, { onDelete: 'set null' }),
    achievedAt: timestamp('achieved_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** pending | ratified | rejected | superseded */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    previousId: integer('previous_id'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('records_key_idx').on(t.sport, t.itemName, t.gender, t.ageGroup, t.status),
    // at most one ratified record per key
    uniqueIndex('records_ratified_uq').on(t.sport, t.itemName, t.gender, t.ageGroup).where(sql`${t.status} = 'ratified'`),
    // a result is proposed once
    uniqueIndex('records_result_uq').on(t.resultId).where(sql`${t.resultId} is not null and ${t.status} = 'pending'`),
    check('records_status_ck', sql`${t.status} in ('pending', 'ratified', 'rejected', 'superseded')`),
    check('records_direction_ck', sql`${t.direction} in ('lower', 'higher')`),
  ],
);
