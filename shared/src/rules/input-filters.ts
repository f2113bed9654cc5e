/** Input filters of spec §5 (pure string → string) and the composition suspension helper. */

export interface NumberFilterOptions {
  /** Max decimal places (0 or undefined: integers only). */
  decimals?: number;
  /** Allow one leading minus sign. */
  allowNegative?: boolean;
}

/** Number filter: strips non-digits, limits decimals to `decimals`, optional leading minus. */
export function filterNumber(value: string, options: NumberFilterOptions = {}): string {
  const { decimals = 0, allowNegative = false } = options;
  const negative = allowNegative && value.trimStart().startsWith('-');
  let cleaned = value.replace(decimals > 0 ? /[^\d.]/g : /\D/g, '');
  if (decimals > 0) {
    const point = cleaned.indexOf('.');
    if (point >= 0) {
      const integer = cleaned.slice(0, point);
      const fraction = cleaned.slice(point + 1).replace(/\./g, '').slice(0, decimals);
      cleaned = `${integer}.${fraction}`;
    }
  }
  return negative ? `-${cleaned}` : cleaned;
}

/** Digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Digits with (at most one) decimal point. */
export function digitsWithPoint(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  return point < 0 ? cleaned : `${cleaned.slice(0, point + 1)}${cleaned.slice(point + 1).replace(/\./g, '')}`;
}

/** Float with an optional limit of decimal places. */
export function floatNumber(value: string, decimals?: number): string {
  const cleaned = digitsWithPoint(value);
  if (decimals === undefined) return cleaned;
  const point = cleaned.indexOf('.');
  if (point < 0) return cleaned;
  if (decimals <= 0) return cleaned.slice(0, point);
  return cleaned.slice(0, point + 1 + decimals);
}

/** Integer without leading zeros ("0" stays "0", "007" → "7"). */
export function integerNoLeadingZeros(value: string): string {
  const digits = digitsOnly(value);
  return digits.replace(/^0+(?=\d)/, '');
}

/** Positive integer that cannot start with zero ("0" → "", "012" → "12"). */
export function positiveInteger(value: string): string {
  return digitsOnly(value).replace(/^0+/, '');
}

/** Letters only (Latin). */
export function lettersOnly(value: string): string {
  return value.replace(/[^a-zA-Z]/g, '');
}

/** Letters and digits. */
export function lettersAndDigits(value: string): string {
  return value.replace(/[^a-zA-Z\d]/g, '');
}

/** Arithmetic characters only: digits, + - * / . ( ) and spaces. */
export function arithmeticOnly(value: string): string {
  return value.replace(/[^\d+\-*/.() ]/g, '');
}

/** The filter modifiers by name (for a directive-like `filter="digits"` prop). */
export const INPUT_FILTERS = {
  digits: digitsOnly,
  digitsWithPoint,
  float: (value: string) => floatNumber(value),
  integer: integerNoLeadingZeros,
  positiveInteger,
  letters: lettersOnly,
  lettersAndDigits,
  arithmetic: arithmeticOnly,
} as const;

export type InputFilterName = keyof typeof INPUT_FILTERS;
export type InputFilter = (value: string) => string;

/**
 * Composition suspension (spec §5): while an IME composition is in progress the raw text passes through; the
 * filter is applied on compositionend and on every change outside a composition.
 */
export interface ComposingFilter {
  readonly composing: boolean;
  onCompositionStart(): void;
  /** Returns the filtered value (and emits it). */
  onCompositionEnd(value: string): string;
  /** Returns the value to show (filtered unless composing) and emits it. */
  onChange(value: string): string;
}

export function createComposingFilter(filter: InputFilter, emit: (value: string) => void = () => undefined): ComposingFilter {
  let composing = false;
  return {
    get composing() {
      return composing;
    },
    onCompositionStart() {
      composing = true;
    },
    onCompositionEnd(value) {
      composing = false;
      const filtered = filter(value);
      emit(filtered);
      return filtered;
    },
    onChange(value) {
      const next = composing ? value : filter(value);
      emit(next);
      return next;
    },
  };
}

interface ValueEvent {
  currentTarget: { value: string };
}

/**
 * Event handlers for an `<input>`/antd `Input` (controlled): spread the result onto the input.
 * `onValue` receives the filtered value (raw while composing).
 */
export function filteredInputHandlers(filter: InputFilter, onValue: (value: string) => void) {
  const state = createComposingFilter(filter, onValue);
  return {
    onCompositionStart: () => state.onCompositionStart(),
    onCompositionEnd: (event: ValueEvent) => {
      state.onCompositionEnd(event.currentTarget.value);
    },
    onChange: (event: ValueEvent) => {
      state.onChange(event.currentTarget.value);
    },
  };
}

/** Card number display: digits grouped in fours ("6222021234567890123" → "6222 0212 3456 7890 123"). */
export function formatCardNumber(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
