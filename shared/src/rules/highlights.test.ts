import {
  HIGHLIGHT_LIMIT,
  HIGHLIGHT_MSG,
  highlightAddProblem,
  highlightCaptionProblem,
  highlightRecordBadge,
  highlightResultText,
  mergeHighlights,
  moveHighlight,
  type HighlightItem,
  type HighlightRecord,
} from './highlights.ts';

const item = (id: number, position: number, over: Partial<HighlightItem> = {}): HighlightItem => ({
  id,
  position,
  kind: 'video',
  refId: id * 10,
  caption: '',
  title: `条目${id}`,
  image: '',
  videoUrl: '',
  itemName: '',
  value: null,
  resultStatus: null,
  visible: true,
  ...over,
});
const record = (id: number, resultId: number | null, ratifiedAt: string, current = true): HighlightRecord => ({
  id,
  resultId,
  itemName: '100米',
  gender: 1,
  ageGroup: '',
  value: 10.5,
  holderName: '张三',
  affiliation: '',
  current,
  ratifiedAt,
});

describe('mergeHighlights', () => {
  it('puts the records no composed result shows first, newest ratification first, then the items by position', () => {
    const items = [item(1, 2), item(2, 1, { kind: 'result', refId: 7 }), item(3, 3, { kind: 'photo' })];
    const records = [record(1, 7, '2026-05-01T00:00:00Z'), record(2, 8, '2026-05-02T00:00:00Z'), record(3, null, '2026-06-01T00:00:00Z', false)];
    const merged = mergeHighlights(items, records, { publicView: false });
    expect(merged.map((m) => (m.source === 'record' ? `r${m.record.id}` : `i${m.id}`))).toEqual(['r3', 'r2', 'i2', 'i1', 'i3']);
    const resultItem = merged.find((m) => m.source === 'item' && m.id === 2);
    expect(resultItem?.record?.id).toBe(1);
    expect(merged.find((m) => m.source === 'item' && m.id === 1)?.record).toBeNull();
  });

  it('shows a newly ratified record without any item, and leaves out what the public may not see', () => {
    expect(mergeHighlights([], [], { publicView: true })).toEqual([]);
    const hidden = item(1, 1, { visible: false });
    expect(mergeHighlights([hidden], [record(5, 9, '2026-07-01T00:00:00Z')], { publicView: true }).map((m) => m.source)).toEqual(['record']);
    expect(mergeHighlights([hidden], [], { publicView: false }).map((m) => m.source)).toEqual(['item']);
  });

  it('lists a record whose result item is hidden from the public on its own', () => {
    const hiddenResult = item(1, 1, { kind: 'result', refId: 7, visible: false });
    expect(mergeHighlights([hiddenResult], [record(1, 7, '2026-05-01T00:00:00Z')], { publicView: true }).map((m) => m.source)).toEqual(['record']);
  });
});

describe('moveHighlight', () => {
  it('moves an item and keeps the positions dense', () => {
    expect(moveHighlight([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(moveHighlight([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveHighlight([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
  });

  it('answers null for an unknown item or a position outside 1..n', () => {
    expect(moveHighlight([1, 2], 3, 1)).toBeNull();
    expect(moveHighlight([1, 2], 1, 0)).toBeNull();
    expect(moveHighlight([1, 2], 1, 3)).toBeNull();
    expect(moveHighlight([1, 2], 1, 1.5)).toBeNull();
  });
});

describe('highlight refusals and texts', () => {
  it('refuses a duplicate, a full list and a caption over 100 characters', () => {
    expect(highlightAddProblem(0, true)).toBe(HIGHLIGHT_MSG.duplicate);
    expect(highlightAddProblem(HIGHLIGHT_LIMIT, false)).toBe(HIGHLIGHT_MSG.full);
    expect(highlightAddProblem(HIGHLIGHT_LIMIT - 1, false)).toBeNull();
    expect(highlightCaptionProblem('冠'.repeat(100))).toBeNull();
    expect(highlightCaptionProblem('冠'.repeat(101))).toBe(HIGHLIGHT_MSG.captionTooLong);
  });

  it('writes a result line and a record badge', () => {
    expect(highlightResultText('100米', 10.52, 'ok')).toBe('100米 10.52');
    expect(highlightResultText('100米', null, 'DNF')).toBe('100米 未完成');
    expect(highlightRecordBadge(record(1, 1, '2026-01-01T00:00:00Z'))).toBe('打破最高纪录');
    expect(highlightRecordBadge(record(1, 1, '2026-01-01T00:00:00Z', false))).toBe('曾创最高纪录');
  });
});
