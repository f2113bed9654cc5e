import { type StatusMap } from 'shared';
import { FIELD_LABELS, SIGN_UP_FIELDS } from 'shared/rules';
import type { EntryType, EventItem, SignUpStatus } from '../api/types';

/** Sign-up statuses (docs/data-model.md): a place is held by 待审核 and 已通过 entries. */
export const SIGN_UP_STATUS: StatusMap<SignUpStatus> = {
  pending: { text: '待审核', color: 'gold' },
  approved: { text: '已通过', color: 'green' },
  waiting: { text: '候补', color: 'blue' },
  rejected: { text: '已驳回', color: 'red' },
  cancelled: { text: '已取消', color: 'default' },
};

/** Fee order statuses as the finance module writes them. */
export const ORDER_STATUS: StatusMap = {
  待支付: { text: '待支付', color: 'orange' },
  已支付: { text: '已支付', color: 'green' },
  已退款: { text: '已退款', color: 'purple' },
  已关闭: { text: '已关闭', color: 'default' },
};

export const ENTRY_TYPE_TEXT: Record<EntryType, string> = { individual: '个人', team: '团队' };
export const GENDER_TEXT: Record<number, string> = { 0: '不限', 1: '男', 2: '女' };
export const GENDER_OPTIONS = [
  { value: 0, label: '不限' },
  { value: 1, label: '男子' },
  { value: 2, label: '女子' },
];
export const PERSON_GENDER_OPTIONS = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];

/** The six fields an organiser may require (real_name is always required by the server), named as the API names them. */
export const REQUIRED_FIELD_OPTIONS = SIGN_UP_FIELDS.map((value) => ({ value, label: FIELD_LABELS[value] }));

export const genderText = (g: number) => GENDER_TEXT[g] ?? '-';
export const feeText = (item: Pick<EventItem, 'fee_cents' | 'fee'>) => (item.fee_cents > 0 ? `¥${item.fee}` : '免费');
export const capacityText = (capacity: number) => (capacity === 0 ? '不限' : String(capacity));
export const freePlacesText = (free: number | null) => (free === null ? '不限' : String(free));
