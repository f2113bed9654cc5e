/**
 * What a request's dates and free text may be, the same on the server (its Ajv formats and the schema policy in
 * server/src/http/schema-policy.ts) and in the mocks' request validation (shared/src/mocks/route.ts).
 * The formats `date`, `date-time` and `year-month` are real calendar values in the years 1900–2099
 * (`CALENDAR_YEARS`): `2026-02-30`, `0000-01-01` and `9999-12` are refused.
 */

/** The years a date in this product may name (competitions, birth dates, publishing times). */
export const CALENDAR_YEARS = { min: 1900, max: 2099 } as const;

/** C0 controls except \t \n \r, and DEL. */
const CONTROL_CHARACTERS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';
/** Pattern given to every free-text string: anything but control characters. */
export const PLAIN_TEXT_PATTERN = `^[^${CONTROL_CHARACTERS}]*$`;

/**
 * The keyword of the issue `illFormedTextIssue` reports (validation-message.ts words it): a string with a lone UTF-16
 * surrogate (`"\ud800"` in JSON) is no Unicode text at all — PostgreSQL refuses it in json and turns it into U+FFFD
 * in text — so a request carrying one in any string or object key is refused before its schema is checked.
 */
export const WELL_FORMED_TEXT = 'wellFormedText';

/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The first string (or object key) of a parsed request part that holds a lone surrogate, as a schema issue with the
 * JSON pointer of the field (a key's own object for a bad key); null when all text is well formed. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
export function illFormedTextIssue(value: unknown): { keyword: string; instancePath: string; params: Record<string, unknown> } | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (LONE_SURROGATE.test(node)) return { keyword: WELL_FORMED_TEXT, instancePath: path, params: {} };
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i -= 1) stack.push([node[i], `${path}/${i}`]);
    } else if (node && typeof node === 'object') {
      const entries = Object.entries(node);
      for (const [key] of entries) if (LONE_SURROGATE.test(key)) return { keyword: WELL_FORMED_TEXT, instancePath: path, params: {} };
      for (let i = entries.length - 1; i >= 0; i -= 1) stack.push([entries[i][1], `${path}/${pointer(entries[i][0])}`]);
    }
  }
  return null;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const yearInRange = (year: number) => year >= CALENDAR_YEARS.min && year <= CALENDAR_YEARS.max;

function validDay(year: number, month: number, day: number): boolean {
  if (!yearInRange(year) || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]);
}

/** `YYYY-MM-DD`, a day that exists, in CALENDAR_YEARS. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m !== null && validDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** `YYYY-MM` in CALENDAR_YEARS. */
export function isYearMonth(value: string): boolean {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  return m !== null && yearInRange(Number(m[1])) && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

/**
 * RFC 3339 date-time with a time zone (`2026-05-01T09:00:00+08:00`, `…Z`, optional fraction), a day that exists
 * in CALENDAR_YEARS. No leap second: JavaScript dates cannot hold `23:59:60`.
 */
export function isDateTime(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/.exec(value);
  if (!m || !validDay(Number(m[1]), Number(m[2]), Number(m[3]))) return false;
  if (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6]) > 59) return false;
  if (m[7] && (Number(m[8]) > 23 || Number(m[9]) > 59)) return false;
  return true;
}

/** Ajv formats (they replace ajv-formats' unbounded `date` and `date-time`). */
export const CALENDAR_FORMATS = {
  date: isCalendarDate,
  'date-time': isDateTime,
  'year-month': isYearMonth,
} as const;
