/**
 * Named response schemas of 打卡 (check-in challenges, issue 24): the challenge, its records, the ranking and one
 * participant's days. Registered through `allSchemas` in components.ts.
 */
import { CHECK_IN_EVIDENCE, CHECK_IN_GOAL_KINDS, CHECK_IN_GOAL_SCOPES, CHECK_IN_STATUSES, TRACK_SPORTS } from 'shared/rules';
import { arrayOf, arrayOfRef, dateTime, flag, int, listOf, nullableDateTime, nullableInt, nullableNum, nullableStr, obj, refTo, str } from './json-schema.js';

const day = { type: 'string', format: 'date' } as const;

const settingsProps = {
  competition_id: int,
  starts_on: day,
  ends_on: day,
  goal_kind: { type: 'string', enum: [...CHECK_IN_GOAL_KINDS] },
  goal_scope: { type: 'string', enum: [...CHECK_IN_GOAL_SCOPES] },
  /** whole metres, seconds or check-ins */
  goal_value: int,
  goal_days: int,
  sport: { type: ['string', 'null'], enum: [...TRACK_SPORTS, null] },
  evidence: { type: 'array', items: { type: 'string', enum: [...CHECK_IN_EVIDENCE] } },
  daily_limit: int,
  review_required: flag,
} as const;
export const CheckInSettings = obj('CheckInSettings', '打卡设置', settingsProps);
export const CheckInSettingsOrNone = obj('CheckInSettingsOrNone', '打卡设置；未设置为 null', settingsProps, true);

export const CheckInInfo = obj('CheckInInfo', '活动的打卡挑战（官网）', {
  competition_id: int,
  competition_name: str,
  settings: refTo(CheckInSettingsOrNone),
  /** the caller's entry when they take part (an approved sign-up), else null */
  sign_up_id: nullableInt,
});

export const CheckInRecord = obj('CheckInRecord', '打卡记录', {
  id: int,
  sign_up_id: int,
  name: str,
  day,
  evidence: { type: 'string', enum: [...CHECK_IN_EVIDENCE] },
  /** the uploaded image or track file ('' when it was removed) */
  evidence_url: str,
  evidence_name: str,
  distance_meters: nullableNum,
  duration_seconds: nullableInt,
  /** seconds per kilometre */
  pace_seconds: nullableInt,
  start_at: nullableDateTime,
  /** [lat, lon] points of the route (at most 1000) */
  route: arrayOf({ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 }),
  flags: arrayOf(str),
  note: str,
  status: { type: 'string', enum: [...CHECK_IN_STATUSES] },
  review_reason: str,
  reviewer_name: str,
  reviewed_at: nullableDateTime,
  created_at: dateTime,
});
export const CheckInRecordList = listOf('CheckInRecordList', '打卡记录列表', CheckInRecord);

export const CheckInSubmitted = obj('CheckInSubmitted', '已提交的打卡', {
  id: int,
  status: { type: 'string', enum: [...CHECK_IN_STATUSES] },
  day,
  flags: arrayOf(str),
});

const tallyProps = {
  sign_up_id: int,
  name: str,
  /** the approved records' sum, in the goal's unit (metres, seconds, check-ins) */
  total: int,
  days: int,
  longest: int,
  current: int,
  goal_met: flag,
} as const;

export const CheckInRankRow = obj('CheckInRankRow', '打卡排行行', {
  rank: int,
  ...tallyProps,
  /** total | days | longest: what put the one above ahead; null when the place is shared or on the first row */
  reason_key: nullableStr,
  /** why this row is below the one above ('' on the first row) */
  reason: str,
});
export const CheckInRanking = obj('CheckInRanking', '打卡排行', {
  settings: refTo(CheckInSettingsOrNone),
  list: arrayOfRef(CheckInRankRow),
});

export const CheckInTally = obj('CheckInTally', '参与者的打卡统计', tallyProps);
export const CheckInDay = obj('CheckInDay', '打卡日历中的一天', { day, amount: int, records: int, goal_met: flag });
export const CheckInParticipant = obj('CheckInParticipant', '参与者的打卡数据', {
  settings: refTo(CheckInSettings),
  tally: refTo(CheckInTally),
  /** the days with an approved record, in order */
  days: arrayOfRef(CheckInDay),
  list: arrayOfRef(CheckInRecord),
  total_records: int,
});

export const checkInSchemas = [CheckInSettings, CheckInSettingsOrNone, CheckInInfo, CheckInRecord, CheckInRecordList, CheckInSubmitted, CheckInRankRow, CheckInRanking, CheckInTally, CheckInDay, CheckInParticipant];
