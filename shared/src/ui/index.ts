export { formatAmount, formatDate, formatDateTime, formatDateRange } from './format';
export { EMPTY_TEXT, LOADING_TEXT, DOWNLOADING_TEXT, UNDER_DEVELOPMENT_TEXT } from './texts';
export { StatusTag, statusOptions, REVIEW_STATUS } from './status-tag';
export type { StatusOption, StatusMap, StatusTagProps } from './status-tag';
export { useListQuery, compactQuery, pageToStart } from './use-list-query';
export type { ListResult, PageQuery, ListFetcher, ListQueryState } from './use-list-query';
export { ListPage } from './list-page';
export type { ListPageProps } from './list-page';
