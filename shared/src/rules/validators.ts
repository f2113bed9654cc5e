/** Validators of spec §5. Each returns a boolean; the *_MESSAGE constants are the Chinese errors to show. */

export const MOBILE_MESSAGE = '手机号格式错误';
export const URL_MESSAGE = '链接须以 http:// 或 https:// 开头';

/** Spec §5/§9: 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;

export function isMobile(value: string | null | undefined): boolean {
  return typeof value === 'string' && MOBILE_PATTERN.test(value);
}

/** Spec §5: must start with http:// or https:// (and have something after it). */
export function isUrl(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^https?:\/\/\S+$/i.test(value);
}

/** Promise-style validator for form libraries (antd Form `rules: [{ validator }]`): rejects with `message`. */
export function toFormValidator(check: (value: string) => boolean, message: string) {
  return (_rule: unknown, value: unknown): Promise<void> => {
    if (value === undefined || value === null || value === '') return Promise.resolve();
    return check(String(value)) ? Promise.resolve() : Promise.reject(new Error(message));
  };
}
