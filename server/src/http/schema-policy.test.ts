import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { illFormedTextIssue, isCalendarDate, isDateTime, isYearMonth, PLAIN_TEXT_PATTERN, validationMessage } from 'shared/rules';
import { boundRequestSchema, INT32_MAX, INT32_MIN, patternExcludesControls, refusingIllFormedText, type RequestValidator } from './schema-policy.js';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The value at a path of keys inside a schema (tests read the bounded copies without their literal types). */
const dig = (schema: unknown, ...keys: (string | number)[]): unknown =>
  keys.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), schema);

describe('calendar formats', () => {
  it('accepts exactly the days a calendar has, in 1900–2099', () => {
    assert.equal(isCalendarDate('2026-02-28'), true);
    assert.equal(isCalendarDate('2028-02-29'), true);
    assert.equal(isCalendarDate('2000-02-29'), true);
    for (const bad of ['2026-02-29', '2026-02-30', '2100-02-29', '0000-01-01', '0000-00-00', '2026-13-45', '2026-04-31', '1899-12-31', '2100-01-01', '9999-12-31', '2026-1-01', '2026-01-01 ', ' 2026-01-01', '2026-01-01\u0000']) {
      assert.equal(isCalendarDate(bad), false, bad);
    }
  });

  it('agrees with the JavaScript calendar on every day of the range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2099 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, m, d) => {
        const text = `${y}-${pad(m)}-${pad(d)}`;
        const date = new Date(Date.UTC(y, m - 1, d));
        const real = m >= 1 && m <= 12 && d >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
        assert.equal(isCalendarDate(text), real, text);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes months 01–12 of the range', () => {
    assert.equal(isYearMonth('2026-12'), true);
    for (const bad of ['9999-12', '0000-01', '2026-00', '2026-13', '2026-1', '202612']) assert.equal(isYearMonth(bad), false, bad);
  });

  it('takes RFC 3339 date-times with a zone that JavaScript can hold', () => {
    for (const good of ['2026-05-01T09:00:00+08:00', '2026-05-01T01:00:00Z', '2026-05-01T01:00:00.123Z', '2026-05-01 01:00:00z']) {
      assert.equal(isDateTime(good), true, good);
      assert.ok(!Number.isNaN(new Date(good.replace(' ', 'T')).getTime()), good);
    }
    for (const bad of ['2026-05-01T09:00:00', '2026-02-30T00:00:00Z', '0000-01-01T00:00:00Z', '2026-12-31T23:59:60Z', '2026-05-01T24:00:00Z', '2026-05-01T09:00:00+24:00', '9999-12-31T00:00:00Z']) {
      assert.equal(isDateTime(bad), false, bad);
    }
  });
});

describe('boundRequestSchema', () => {
  it('bounds integers to int32, keeping tighter bounds of the route', () => {
    const s = boundRequestSchema({ type: 'object', properties: { id: { type: 'integer', minimum: 1 }, n: { type: ['integer', 'null'], maximum: 5 } } });
    assert.deepEqual(dig(s, 'properties', 'id'), { type: 'integer', minimum: 1, maximum: INT32_MAX });
    assert.deepEqual(dig(s, 'properties', 'n'), { type: ['integer', 'null'], minimum: INT32_MIN, maximum: 5 });
  });

  it('keeps control characters out of free text only', () => {
    const s = boundRequestSchema({
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 10 },
        mobile: { type: 'string', pattern: '^1\\d{10}$' },
        kind: { type: 'string', enum: ['a'] },
        at: { type: 'string', format: 'date-time' },
      },
    });
    assert.equal(dig(s, 'properties', 'name', 'pattern'), PLAIN_TEXT_PATTERN);
    assert.equal(dig(s, 'properties', 'mobile', 'pattern'), '^1\\d{10}$');
    assert.equal(dig(s, 'properties', 'kind', 'pattern'), undefined);
    assert.equal(dig(s, 'properties', 'at', 'pattern'), undefined);
    const re = new RegExp(PLAIN_TEXT_PATTERN, 'u');
    assert.equal(re.test('第一行\n第二行\t缩进\r'), true);
    for (const c of ['\u0000', '\u0001', '\u000b', '\u001f', '\u007f']) assert.equal(re.test(`a${c}b`), false, JSON.stringify(c));
  });

  it('adds the control-character check beside a route pattern that lets them through', () => {
    for (const strict of ['^1\\d{10}$', '^[0-9a-f]{32}$', '^[0-9+\\- ]*$', '^[A-Za-z0-9_-]+$']) assert.equal(patternExcludesControls(strict), true, strict);
    for (const loose of ['^(https?://|/|data:image/)', '^.*$', '^[^<]*$', '^\\S+$', 'abc', '^a\\$']) assert.equal(patternExcludesControls(loose), false, loose);
    const s = boundRequestSchema({ type: 'object', properties: { image: { type: 'string', pattern: '^(https?://|/)' } } });
    assert.deepEqual(dig(s, 'properties', 'image', 'allOf'), [{ pattern: PLAIN_TEXT_PATTERN }]);
    assert.equal(dig(s, 'properties', 'image', 'pattern'), '^(https?://|/)');
  });

  it('drops undeclared fields of declared objects, except inside anyOf/oneOf branches and open maps', () => {
    const s = boundRequestSchema({
      type: 'object',
      properties: {
        members: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
        extra: { type: 'object', additionalProperties: { type: 'string' } },
        either: { anyOf: [{ type: 'object', properties: { a: { type: 'integer' } } }, { type: 'null' }] },
      },
    });
    assert.equal(dig(s, 'additionalProperties'), false);
    assert.equal(dig(s, 'properties', 'members', 'items', 'additionalProperties'), false);
    assert.deepEqual(dig(s, 'properties', 'extra', 'additionalProperties'), { type: 'string', pattern: PLAIN_TEXT_PATTERN });
    assert.equal(dig(s, 'properties', 'either', 'anyOf', 0, 'additionalProperties'), undefined);
    assert.equal(dig(s, 'properties', 'either', 'anyOf', 0, 'properties', 'a', 'maximum'), INT32_MAX);
  });

  it('does not change its input', () => {
    const input = { type: 'object', properties: { id: { type: 'integer' } } };
    const copy = structuredClone(input);
    boundRequestSchema(input);
    assert.deepEqual(input, copy);
  });
});

describe('text that is not well-formed Unicode (lone surrogates)', () => {
  it('finds a lone high or low surrogate in any string or key, at any depth, and words it in Chinese', () => {
    const cases: [unknown, string, string][] = [
      [{ title: 'a\ud800' }, '/title', '标题包含无效字符'],
      [{ title: '\udc00b' }, '/title', '标题包含无效字符'],
      [{ title: '\ud83d' }, '/title', '标题包含无效字符'],
      [{ members: [{ name: '张三' }, { name: 'x\udfffy' }] }, '/members/1/name', '名称包含无效字符'],
      [{ extra: { ['k\ud800']: '1' } }, '/extra', '自定义字段包含无效字符'],
      [{ ['\ud800']: 1 }, '', '请求参数包含无效字符'],
      ['\ud800', '', '请求参数包含无效字符'],
    ];
    for (const [value, path, message] of cases) {
      const issue = illFormedTextIssue(value);
      assert.equal(issue?.instancePath, path, JSON.stringify(value));
      assert.equal(validationMessage(issue!), message);
    }
  });

  it('passes well-formed text, surrogate pairs (emoji) included, and other values', () => {
    for (const value of [{ title: '😀赛事', n: 1, list: [null, true, '𠀀'] }, 'a/b~c', 12, null, [], {}]) assert.equal(illFormedTextIssue(value), null);
    const deep: unknown[] = [];
    let node = deep;
    for (let i = 0; i < 100_000; i += 1) node = (node[0] = []) as unknown[];
    node.push('\ud800');
    assert.equal(illFormedTextIssue(deep)?.keyword, 'wellFormedText', 'no stack overflow on deep nesting');
  });

  it('fails the validation before the schema validator runs, and hands through what the validator says otherwise', () => {
    let calls = 0;
    const inner: RequestValidator = Object.assign(
      (data: unknown) => {
        calls += 1;
        inner.errors = (data as { ok?: boolean }).ok ? null : [{ keyword: 'required', instancePath: '', params: { missingProperty: 'ok' } }];
        return (data as { ok?: boolean }).ok === true;
      },
      { errors: null as unknown, schemaEnv: 'env' },
    );
    const validate = refusingIllFormedText(inner);
    assert.equal(validate({ ok: true, name: 'a\ud800' }), false);
    assert.equal(calls, 0);
    assert.deepEqual(validate.errors, [{ keyword: 'wellFormedText', instancePath: '/name', params: {} }]);
    assert.equal(validate({ ok: true, name: '好' }), true);
    assert.equal(validate.errors, null);
    assert.equal(validate({ name: '好' }), false);
    assert.deepEqual(validate.errors, [{ keyword: 'required', instancePath: '', params: { missingProperty: 'ok' } }]);
    assert.equal(validate.schemaEnv, 'env');
  });
});
