// The antd-free part of the UI kit. `ListPage` and `StatusTag` (antd) are exported by `shared/antd`.
export { formatAmount, formatDate, formatDateTime, formatDateRange } from './format';
export { EMPTY_TEXT, LOADING_TEXT, DOWNLOADING_TEXT, UNDER_DEVELOPMENT_TEXT } from './texts';
export { statusOptions, CERTIFICATE_STATUS, REVIEW_STATUS } from './status-map';
export {
  INSTITUTION_ACCOUNT_LABEL,
  INSTITUTION_ACCOUNTS,
  WITHDRAW_STATUS_TAG,
  PAYOUT_ACCOUNT_STATE_TAG,
  flowKindText,
  signedAmount,
} from './money-labels';
export type { InstitutionAccount } from './money-labels';
export type { StatusOption, StatusMap } from './status-map';
export { DOM_TOAST_CONTAINER_ID, createDomToastNotifier, showDomToast } from './dom-toast';
export { useListQuery, compactQuery, pageToStart } from './use-list-query';
export type { ListResult, PageQuery, ListFetcher, ListQueryState } from './use-list-query';
export { useCountdown } from './use-countdown';
export { useShownFilters } from './use-shown-filters';
