/**
 * 集锦 (highlights, recordsList, issue 24): what an organiser composes for a competition from its videos, album
 * photos and results, merged at read time with the 最高纪录 ratified from the competition's results — a record
 * ratified later appears without anyone writing a highlight. Stated once for the server
 * (services/highlights.ts, routes/competition/highlights.ts), the mock and the pages.
 */
import { RESULT_STATUS_LABEL, type ResultStatus } from './ranking/measured.ts';

export const HIGHLIGHT_KINDS = ['video', 'photo', 'result'] as const;
export type HighlightKind = (typeof HIGHLIGHT_KINDS)[number];

export const HIGHLIGHT_KIND_LABEL: Record<HighlightKind, string> = { video: '视频', photo: '照片', result: '成绩' };

/** At most this many composed items per competition. */
export const HIGHLIGHT_LIMIT = 60;
export const HIGHLIGHT_CAPTION_MAX = 100;

export const HIGHLIGHT_MSG = {
  notOwn: '所选内容不存在或不属于本赛事',
  duplicate: '该内容已在集锦中',
  full: `集锦最多 ${HIGHLIGHT_LIMIT} 条`,
  captionTooLong: `说明不能超过 ${HIGHLIGHT_CAPTION_MAX} 个字`,
  badPosition: '目标位置超出集锦范围',
  itemGone: '集锦条目不存在，请刷新后重试',
} as const;

/** A composed item as read with what it references (a video, an album photo or a result of the competition). */
export interface HighlightItem {
  id: number;
  /** 1..n, dense */
  position: number;
  kind: HighlightKind;
  refId: number;
  caption: string;
  /** the video's or photo's title; for a result the entrant's name */
  title: string;
  /** a video's cover or a photo's address; '' for a result */
  image: string;
  /** the video's player address (/api/media/…); '' else */
  videoUrl: string;
  /** a result's item name */
  itemName: string;
  /** a result's value and status */
  value: number | null;
  resultStatus: ResultStatus | null;
  /** what the public may see: a published video, an approved photo, a result */
  visible: boolean;
}

/** A ratified (or since broken) 最高纪录 set at the competition. */
export interface HighlightRecord {
  id: number;
  resultId: number | null;
  itemName: string;
  gender: number;
  ageGroup: string;
  value: number;
  holderName: string;
  affiliation: string;
  /** still the record (false: broken since) */
  current: boolean;
  ratifiedAt: string;
}

export type MergedHighlight =
  | ({ source: 'item'; record: HighlightRecord | null } & HighlightItem)
  | { source: 'record'; record: HighlightRecord };

/**
 * The highlights as shown: first the competition's records that no composed result item shows (newest ratification
 * first), then the composed items in position order, a result item carrying the record its result set. The public
 * sees only what is visible; the organiser every item (to see what the official site leaves out).
 */
export function mergeHighlights(items: readonly HighlightItem[], records: readonly HighlightRecord[], { publicView }: { publicView: boolean }): MergedHighlight[] {
  const shown = items.filter((i) => !publicView || i.visible).sort((a, b) => a.position - b.position);
  const recordOf = new Map<number, HighlightRecord>();
  for (const r of records) {
    if (r.resultId !== null && !recordOf.has(r.resultId)) recordOf.set(r.resultId, r);
  }
  const composedResults = new Set(shown.filter((i) => i.kind === 'result').map((i) => i.refId));
  const loose = records
    .filter((r) => r.resultId === null || !composedResults.has(r.resultId))
    .sort((a, b) => b.ratifiedAt.localeCompare(a.ratifiedAt) || b.id - a.id)
    .map((record) => ({ source: 'record' as const, record }));
  return [...loose, ...shown.map((i) => ({ source: 'item' as const, ...i, record: i.kind === 'result' ? (recordOf.get(i.refId) ?? null) : null }))];
}

/** Why a new item of the competition may not be added (null: it may): already there, or the highlights are full. */
export function highlightAddProblem(count: number, alreadyThere: boolean): string | null {
  if (alreadyThere) return HIGHLIGHT_MSG.duplicate;
  if (count >= HIGHLIGHT_LIMIT) return HIGHLIGHT_MSG.full;
  return null;
}

export function highlightCaptionProblem(caption: string): string | null {
  return [...caption].length > HIGHLIGHT_CAPTION_MAX ? HIGHLIGHT_MSG.captionTooLong : null;
}

/**
 * The order after moving `id` to `position` (1-based): the ids in their new order, positions dense 1..n. Throws
 * nothing; returns null when the item is not among `ids` or the position is outside 1..n.
 */
export function moveHighlight(ids: readonly number[], id: number, position: number): number[] | null {
  const from = ids.indexOf(id);
  if (from < 0 || !Number.isInteger(position) || position < 1 || position > ids.length) return null;
  const rest = ids.filter((x) => x !== id);
  rest.splice(position - 1, 0, id);
  return rest;
}

/** A result's mark: its value, or 未完成 / 未出发 / 取消资格. */
export const highlightMark = (value: number | null, status: ResultStatus | string | null): string =>
  status && status !== 'ok' ? (RESULT_STATUS_LABEL[status as ResultStatus] ?? status) : value === null ? '—' : String(value);

/** A result as a line: "男子100米 10.32" or "男子100米 未完成". */
export function highlightResultText(itemName: string, value: number | null, status: ResultStatus | null): string {
  return `${itemName} ${highlightMark(value, status)}`;
}

/** The badge of a record: 打破最高纪录 while it stands, 曾创最高纪录 once broken since. */
export const highlightRecordBadge = (r: HighlightRecord) => (r.current ? '打破最高纪录' : '曾创最高纪录');

/** A record as the API answers it (snake_case, with its badge). */
export const highlightRecordView = (r: HighlightRecord) => ({
  id: r.id,
  result_id: r.resultId,
  item_name: r.itemName,
  gender: r.gender,
  age_group: r.ageGroup,
  value: r.value,
  holder_name: r.holderName,
  affiliation: r.affiliation,
  current: r.current ? (1 as const) : (0 as const),
  ratified_at: r.ratifiedAt,
  badge: highlightRecordBadge(r),
});

/** A merged highlight as the API answers it (the server's route and the mock alike). */
export const highlightView = (h: MergedHighlight) =>
  h.source === 'record'
    ? {
        source: h.source,
        id: null,
        position: null,
        kind: null,
        ref_id: null,
        kind_name: '最高纪录',
        caption: '',
        title: h.record.holderName,
        image: '',
        video_url: '',
        item_name: h.record.itemName,
        value: h.record.value,
        result_status: null,
        result_text: highlightResultText(h.record.itemName, h.record.value, 'ok'),
        visible: 1 as const,
        record: highlightRecordView(h.record),
      }
    : {
        source: h.source,
        id: h.id,
        position: h.position,
        kind: h.kind,
        ref_id: h.refId,
        kind_name: HIGHLIGHT_KIND_LABEL[h.kind],
        caption: h.caption,
        title: h.title,
        image: h.image,
        video_url: h.videoUrl,
        item_name: h.itemName,
        value: h.value,
        result_status: h.resultStatus,
        result_text: h.kind === 'result' ? highlightResultText(h.itemName, h.value, h.resultStatus) : '',
        visible: h.visible ? (1 as const) : (0 as const),
        record: h.record ? highlightRecordView(h.record) : null,
      };

/** The line under a candidate in the picker: whether the official site shows it, its album, its mark. */
export function highlightCandidateDetail(
  c: { kind: 'video'; visible: boolean } | { kind: 'photo'; visible: boolean; albumTitle: string } | { kind: 'result'; itemName: string; value: number | null; status: ResultStatus | null; affiliation: string },
): string {
  if (c.kind === 'video') return c.visible ? '已发布' : '未发布（官网不显示）';
  if (c.kind === 'photo') return `相册：${c.albumTitle}${c.visible ? '' : '（未审核通过，官网不显示）'}`;
  return `${highlightResultText(c.itemName, c.value, c.status)}${c.affiliation ? ` · ${c.affiliation}` : ''}`;
}

/** A candidate as the API answers it. */
export const highlightCandidateView = (c: { refId: number; title: string; image: string; detail: string; visible: boolean; added: boolean }) => ({
  ref_id: c.refId,
  title: c.title,
  image: c.image,
  detail: c.detail,
  visible: c.visible ? (1 as const) : (0 as const),
  added: c.added ? (1 as const) : (0 as const),
});
