/**
 * Named response schemas of results (成绩), highest records (最高纪录), results management (gradeManage) and export
 * tasks (下载任务). Registered through `allSchemas` in components.ts; `$id` is the OpenAPI component name.
 */
import { int, num, str, dateTime, nullableInt, nullableNum, nullableDateTime, obj, arrayOfRef, listOf } from './json-schema.js';

const resultStatus = { type: 'string', enum: ['ok', 'DNF', 'DNS', 'DQ'] } as const;
const direction = { type: 'string', enum: ['lower', 'higher'] } as const;

/** The score rule facts a results page needs to show and rank an item. */
const itemProps = {
  event_item_id: int,
  competition_id: int,
  competition_name: str,
  item_name: str,
  gender: int,
  age_group: str,
  /** timed | measured */
  model: str,
  direction,
  precision: int,
} as const;

export const ResultSaved = obj('ResultSaved', '已保存的成绩', {
  id: int,
  version: int,
  /** the pending record proposal this result created or updated (null: none) */
  record_id: nullableInt,
});

export const ResultEntry = obj('ResultEntry', '参赛者及其成绩（成绩录入）', {
  sign_up_id: int,
  entrant_name: str,
  affiliation: str,
  gender: int,
  result_id: nullableInt,
  value: nullableNum,
  status: { type: ['string', 'null'], enum: ['ok', 'DNF', 'DNS', 'DQ', null] },
  version: int,
  place: nullableInt,
  updated_at: nullableDateTime,
});

export const ResultList = obj('ResultList', '项目成绩录入列表', { ...itemProps, list: arrayOfRef(ResultEntry) });

const snapshot = { type: ['object', 'null'], required: ['value', 'status'], properties: { value: nullableNum, status: resultStatus }, additionalProperties: false } as const;

export const ResultChange = obj('ResultChange', '成绩修改记录', {
  id: int,
  before: snapshot,
  after: { ...snapshot, type: 'object' },
  actor_id: nullableInt,
  actor_name: str,
  reason: str,
  at: dateTime,
});

export const ResultHistory = obj('ResultHistory', '成绩修改历史', { list: arrayOfRef(ResultChange) });

const recordProps = {
  id: int,
  sport: str,
  item_name: str,
  gender: int,
  age_group: str,
  direction,
  value: num,
  holder_name: str,
  affiliation: str,
  competition_id: nullableInt,
  competition_name: str,
  achieved_at: dateTime,
} as const;

export const SportRecord = obj('SportRecord', '最高纪录（含待审核、已认定、已驳回、已被打破）', {
  ...recordProps,
  result_id: nullableInt,
  status: { type: 'string', enum: ['pending', 'ratified', 'rejected', 'superseded'] },
  previous_id: nullableInt,
  /** the ratified record of the key at the time of listing (for a pending proposal: the record it would beat) */
  current_value: nullableNum,
  reviewer_name: str,
  reviewed_at: nullableDateTime,
  reason: str,
  created_at: dateTime,
});

export const SportRecordList = listOf('SportRecordList', '最高纪录列表', SportRecord);
export const SportRecordHistory = obj('SportRecordHistory', '某项纪录的历史', { list: arrayOfRef(SportRecord) });

export const PublicRecord = obj('PublicRecord', '官网最高纪录（已认定）', recordProps);
export const PublicRecordList = listOf('PublicRecordList', '官网最高纪录列表', PublicRecord);

export const RecordItem = obj('RecordItem', '有纪录的运动项目与项目名', { sport: str, item_name: str, record_count: int });
export const RecordItems = obj('RecordItems', '有纪录的运动项目', {
  sports: { type: 'array', items: str },
  list: arrayOfRef(RecordItem),
});

export const GradeItemSummary = obj('GradeItemSummary', '项目成绩概况', {
  event_item_id: int,
  name: str,
  gender: int,
  age_group: str,
  entrant_count: int,
  result_count: int,
  updated_at: nullableDateTime,
});

export const GradeCompetition = obj('GradeCompetition', '有成绩的赛事（成绩管理）', {
  competition_id: int,
  competition_name: str,
  sport: str,
  institution_name: str,
  status: str,
  start_at: dateTime,
  result_count: int,
  updated_at: nullableDateTime,
  items: arrayOfRef(GradeItemSummary),
});

export const GradeCompetitionList = listOf('GradeCompetitionList', '成绩管理列表', GradeCompetition);

export const GradeRow = obj('GradeRow', '成绩查询行', {
  place: nullableInt,
  sign_up_id: int,
  entrant_name: str,
  affiliation: str,
  value: nullableNum,
  status: resultStatus,
});

export const GradeBoard = obj('GradeBoard', '某赛事某项目的成绩（成绩查询）', {
  ...itemProps,
  list: arrayOfRef(GradeRow),
});

export const GradeItems = obj('GradeItems', '赛事中有成绩的项目', { list: arrayOfRef(GradeItemSummary) });

export const ExportTask = obj('ExportTask', '下载任务', {
  id: int,
  competition_id: nullableInt,
  kind: { type: 'string', enum: ['sign_ups', 'schedule', 'results', 'rankings', 'account_flows', 'venue_bookings', 'operation_records', 'registrations', 'certificates'] },
  event_item_id: nullableInt,
  status: { type: 'string', enum: ['queued', 'running', 'done', 'failed'] },
  progress: int,
  file_name: str,
  size_bytes: int,
  error: str,
  user_id: int,
  user_name: str,
  created_at: dateTime,
  finished_at: nullableDateTime,
});

export const ExportTaskList = listOf('ExportTaskList', '下载任务列表', ExportTask);

export const resultSchemas = [
  ResultSaved,
  ResultEntry,
  ResultList,
  ResultChange,
  ResultHistory,
  SportRecord,
  SportRecordList,
  SportRecordHistory,
  PublicRecord,
  PublicRecordList,
  RecordItem,
  RecordItems,
  GradeItemSummary,
  GradeCompetition,
  GradeCompetitionList,
  GradeRow,
  GradeBoard,
  GradeItems,
  ExportTask,
  ExportTaskList,
];
