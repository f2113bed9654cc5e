/** @jest-environment node */
import assert from 'node:assert/strict';
import { RESULT_STATUS_LABEL, rankMeasured, rankResultRows } from './measured.ts';

describe('rankMeasured', () => {
  it('ranks times lower-is-better with shared places (1, 2, 2, 4) and unplaced entrants last', () => {
    const rows = rankMeasured(
      [
        { entrant: '张三', value: 11.02 },
        { entrant: '李四', value: null, status: 'DNS' },
        { entrant: '王五', value: 10.87 },
        { entrant: '赵六', value: 11.02 },
        { entrant: '孙七', value: null, status: 'DNF' },
        { entrant: '周八', value: 11.3 },
        { entrant: '吴九', value: 10.99, status: 'DQ' },
      ],
      { direction: 'lower_is_better' },
    );
    assert.deepEqual(
      rows.map((r) => [r.entrant, r.place, r.status]),
      [
        ['王五', 1, 'ok'],
        ['张三', 2, 'ok'],
        ['赵六', 2, 'ok'],
        ['周八', 4, 'ok'],
        ['孙七', null, 'DNF'],
        ['吴九', null, 'DQ'],
        ['李四', null, 'DNS'],
      ],
    );
    assert.equal(RESULT_STATUS_LABEL.DNF, '未完成');
  });

  it('ranks distances higher-is-better', () => {
    const rows = rankMeasured(
      [
        { entrant: 1, value: 7.45 },
        { entrant: 2, value: 8.01 },
        { entrant: 3, value: 7.45 },
        { entrant: 4, value: 7.45 },
        { entrant: 5, value: 6.9 },
      ],
      { direction: 'higher_is_better' },
    );
    assert.deepEqual(rows.map((r) => [r.entrant, r.place]), [
      [2, 1],
      [1, 2],
      [3, 2],
      [4, 2],
      [5, 5],
    ]);
  });

  it('compares at the given precision', () => {
    const rows = rankMeasured(
      [
        { entrant: 'a', value: 9.581 },
        { entrant: 'b', value: 9.579 },
      ],
      { direction: 'lower_is_better', precision: 2 },
    );
    assert.deepEqual(rows.map((r) => r.place), [1, 1]);
    assert.deepEqual(rows.map((r) => r.value), [9.581, 9.579], 'the stored values are kept');
  });

  it('refuses a valid result without a value and duplicate entrants', () => {
    assert.throws(() => rankMeasured([{ entrant: 1, value: null }], { direction: 'lower_is_better' }), /有效成绩必须是非负数/);
    assert.throws(() => rankMeasured([{ entrant: 1, value: -3 }], { direction: 'lower_is_better' }), /有效成绩必须是非负数/);
    assert.throws(
      () => rankMeasured([{ entrant: 1, value: 1 }, { entrant: 1, value: 2 }], { direction: 'lower_is_better' }),
      /只能有一条成绩/,
    );
  });

  it('returns an empty ranking for no results', () => {
    assert.deepEqual(rankMeasured([], { direction: 'higher_is_better' }), []);
  });
});

describe('rankResultRows', () => {
  const rows = [
    { id: 11, name: '未录入', value: null, status: null },
    { id: 12, name: '张三', value: 11.02, status: 'ok' },
    { id: 13, name: '李四', value: null, status: 'DNS' },
    { id: 14, name: '王五', value: 10.87, status: 'ok' },
    { id: 15, name: '赵六', value: 11.024, status: 'ok' },
  ];

  it('places the rows with a result by the rule, then the rows without one, without a place', () => {
    const ranked = rankResultRows(rows, (r) => r.id, { direction: 'lower', precision: 2 });
    assert.deepEqual(
      ranked.map(({ row, place }) => [row.name, place]),
      [
        ['王五', 1],
        ['张三', 2],
        ['赵六', 2],
        ['李四', null],
        ['未录入', null],
      ],
    );
    assert.equal(ranked[0].row, rows[3], 'the rows themselves are returned');
  });

  it('ranks higher-is-better unless the direction is lower, and compares all decimals without a precision', () => {
    const ranked = rankResultRows(rows, (r) => r.id, { direction: null, precision: null });
    assert.deepEqual(
      ranked.map(({ row, place }) => [row.name, place]),
      [
        ['赵六', 1],
        ['张三', 2],
        ['王五', 3],
        ['李四', null],
        ['未录入', null],
      ],
    );
  });
});
