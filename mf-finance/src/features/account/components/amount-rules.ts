import type { FormRule } from 'antd';
import { parseYuan } from 'shared/rules';

interface Bound {
  cents: number;
  msg: string;
}

/** The cents of an amount typed in yuan, or null when it is not one (parseYuan of shared/rules). */
export function yuanCents(text: string | undefined): number | null {
  const parsed = parseYuan(text ?? '');
  return 'cents' in parsed ? parsed.cents : null;
}

/**
 * The rules of a 金额（元） field: required, an amount as the server reads it (parseYuan: at most two decimals, more
 * than 0, within the limit), and optionally at least / at most some cents — each with its Chinese refusal.
 */
export function yuanRules(required: string, bounds: { min?: Bound; max?: Bound } = {}): FormRule[] {
  return [
    { required: true, whitespace: true, message: required },
    {
      validator: (_, value: string | undefined) => {
        if (!value?.trim()) return Promise.resolve();
        const parsed = parseYuan(value);
        if ('msg' in parsed) return Promise.reject(new Error(parsed.msg));
        if (bounds.min && parsed.cents < bounds.min.cents) return Promise.reject(new Error(bounds.min.msg));
        if (bounds.max && parsed.cents > bounds.max.cents) return Promise.reject(new Error(bounds.max.msg));
        return Promise.resolve();
      },
    },
  ];
}
