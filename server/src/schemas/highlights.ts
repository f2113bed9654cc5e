/**
 * Named response schemas of 集锦 (highlights, issue 24): the merged highlights of a competition (composed items and
 * its ratified 最高纪录) and what may be added. Registered through `allSchemas` in components.ts.
 */
import { HIGHLIGHT_KINDS } from 'shared/rules';
import { arrayOfRef, dateTime, flag, int, listOf, nullableInt, nullableNum, nullableStr, num, obj, refTo, str } from './json-schema.js';

const recordProps = {
  id: int,
  result_id: nullableInt,
  item_name: str,
  gender: int,
  age_group: str,
  value: num,
  holder_name: str,
  affiliation: str,
  /** 1 while it is still the record, 0 once broken */
  current: flag,
  ratified_at: dateTime,
  /** 打破最高纪录 | 曾创最高纪录 */
  badge: str,
} as const;
export const HighlightRecord = obj('HighlightRecord', '集锦中的最高纪录', recordProps);
export const HighlightRecordOrNone = obj('HighlightRecordOrNone', '成绩条目所创的最高纪录；无则为 null', recordProps, true);

export const Highlight = obj('Highlight', '集锦条目（组织者编排的条目，或本赛事认定的最高纪录）', {
  /** item: a composed item; record: a ratified record no composed result shows */
  source: { type: 'string', enum: ['item', 'record'] },
  /** the item's id (null for a record) */
  id: nullableInt,
  position: nullableInt,
  kind: { type: ['string', 'null'], enum: [...HIGHLIGHT_KINDS, null] },
  ref_id: nullableInt,
  kind_name: str,
  caption: str,
  title: str,
  image: str,
  video_url: str,
  item_name: str,
  value: nullableNum,
  result_status: nullableStr,
  /** a result's line: item and mark */
  result_text: str,
  /** 1: the official site shows it (a published video, an approved photo, a result) */
  visible: flag,
  record: refTo(HighlightRecordOrNone),
});

export const HighlightList = obj('HighlightList', '赛事集锦', { competition_id: int, competition_name: str, list: arrayOfRef(Highlight) });

export const HighlightCandidate = obj('HighlightCandidate', '可加入集锦的视频、相册照片或成绩', {
  ref_id: int,
  title: str,
  image: str,
  detail: str,
  visible: flag,
  /** 1: already an item */
  added: flag,
});
export const HighlightCandidateList = listOf('HighlightCandidateList', '可加入集锦的内容', HighlightCandidate);

export const highlightSchemas = [HighlightRecord, HighlightRecordOrNone, Highlight, HighlightList, HighlightCandidate, HighlightCandidateList];
