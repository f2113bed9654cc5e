import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseTimeRange, timeRangeLiteral } from './bookings.js';

describe('tstzrange text (bookings.during, venue_closures.during)', () => {
  const start = new Date('2026-11-28T10:00:00Z');
  const end = new Date('2026-11-28T11:30:00Z');

  it('reads PostgreSQL’s output in any session time zone', () => {
    for (const text of [
      '["2026-11-28 10:00:00+00","2026-11-28 11:30:00+00")',
      '["2026-11-28 18:00:00+08","2026-11-28 19:30:00+08")',
      '["2026-11-28 15:30:00+05:30","2026-11-28 17:00:00+05:30")',
      '["2026-11-28 10:00:00.000000+00","2026-11-28 11:30:00.000+00")',
    ]) {
      const range = parseTimeRange(text);
      assert.equal(range.start.getTime(), start.getTime(), text);
      assert.equal(range.end.getTime(), end.getTime(), text);
    }
    const precise = parseTimeRange('["2026-11-28 10:00:00.123456+00","2026-11-28 11:30:00+00")');
    assert.equal(precise.start.getTime(), start.getTime() + 123);
  });

  it('writes a half-open literal and refuses what is not a bounded range', () => {
    assert.equal(timeRangeLiteral({ start, end }), '[2026-11-28T10:00:00.000Z,2026-11-28T11:30:00.000Z)');
    assert.deepEqual(parseTimeRange(timeRangeLiteral({ start, end })), { start, end });
    assert.throws(() => parseTimeRange('empty'));
    assert.throws(() => parseTimeRange('["2026-11-28 10:00:00+00",)'));
  });
});
