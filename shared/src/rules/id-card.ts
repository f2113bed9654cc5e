/** Chinese resident ID card (GB 11643-1999): 18 characters, province code table, birth date, ISO 7064 check. */

export const ID_CARD_MESSAGE = '身份证号格式错误';

/** Spec §9 province code table. */
export const PROVINCE_CODES: Readonly<Record<string, string>> = {
  '11': '北京', '12': '天津', '13': '河北', '14': '山西', '15': '内蒙古',
  '21': '辽宁', '22': '吉林', '23': '黑龙江',
  '31': '上海', '32': '江苏', '33': '浙江', '34': '安徽', '35': '福建', '36': '江西', '37': '山东',
  '41': '河南', '42': '湖北', '43': '湖南', '44': '广东', '45': '广西', '46': '海南',
  '50': '重庆', '51': '四川', '52': '贵州', '53': '云南', '54': '西藏',
  '61': '陕西', '62': '甘肃', '63': '青海', '64': '宁夏', '65': '新疆',
  '71': '台湾', '81': '香港', '82': '澳门',
};

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CODES = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'];

/** ISO 7064 MOD 11-2 check character of the first 17 digits. */
export function idCardCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CODES[sum % 11];
}

function isValidBirthDate(yyyymmdd: string, today: Date): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() <= today.getTime();
}

export function isIdCard(value: string | null | undefined, today: Date = new Date()): boolean {
  if (typeof value !== 'string') return false;
  const id = value.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!PROVINCE_CODES[id.slice(0, 2)]) return false;
  if (!isValidBirthDate(id.slice(6, 14), today)) return false;
  return idCardCheckDigit(id.slice(0, 17)) === id[17];
}

/** null when valid, else 身份证号格式错误. */
export function validateIdCard(value: string | null | undefined): string | null {
  return isIdCard(value) ? null : ID_CARD_MESSAGE;
}

/** The birth date (YYYY-MM-DD) and gender (1 male, 2 female) an ID card encodes. */
export function idCardFacts(idCard: string): { birthDate: string; gender: 1 | 2 } {
  const id = idCard.trim().toUpperCase();
  return { birthDate: `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`, gender: Number(id[16]) % 2 === 1 ? 1 : 2 };
}

/** 110101199001011234 → 110101********1234 (lists never show full ID cards). */
export function maskIdCard(idCard: string): string {
  if (idCard.length < 10) return idCard ? '*'.repeat(idCard.length) : '';
  return `${idCard.slice(0, 6)}${'*'.repeat(idCard.length - 10)}${idCard.slice(-4)}`;
}
