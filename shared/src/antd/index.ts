/**
 * `shared/antd` — the antd half of shared: the provider stack (ConfigProvider, App, notifier binding), the antd
 * theme tokens and the antd UI kit (ListPage, StatusTag, ReviewModal, ReviewActions). A Module Federation singleton like `shared`, which it
 * imports only as `'shared'` (never by relative path), so both entries see the one store, the one client and the
 * one notifier port. Public pages import `shared` only and never load antd.
 */
export {
  AntdProviders,
  AppProviders,
  NotifierBinder,
  useConfirm,
  type AntdProvidersProps,
  type AppProvidersProps,
  type ConfirmOptions,
} from './app-providers';
export { THEMES } from './theme';
export { FilterBar, institutionColumns, KeywordFilter, ListPage, ListTable, StatusFilter } from './list-page';
export type { FilterBarProps, KeywordFilterProps, ListPageProps, ListTableProps, StatusFilterProps } from './list-page';
export { StatusTag } from './status-tag';
export type { StatusTagProps } from './status-tag';
export { RemoteSearchSelect, REMOTE_SEARCH_DELAY_MS } from './remote-search-select';
export type { RemoteSearchSelectProps } from './remote-search-select';
export { ReviewModal } from './review-modal';
export type { ReviewAction, ReviewModalProps } from './review-modal';
export { ReviewActions } from './review-actions';
export type { ApproveModalProps, ReviewActionsProps } from './review-actions';
export { ImageUploadField } from './image-upload-field';
export type { ImageUploadFieldProps } from './image-upload-field';
export { FileUploadField } from './file-upload-field';
export type { FileUploadFieldProps } from './file-upload-field';
export { VideoUploadField } from './video-upload-field';
export type { VideoUploadFieldProps } from './video-upload-field';
export { FlowExportButton, FLOW_EXPORT_POLL_MS } from './flow-export-button';
export { AccountCharts, FLOW_COLUMNS, FlowFilterItems, flowQuery } from './account-parts';
export type { AccountChartsProps, AccountFlow, AccountStats, FlowFilterValues, InstitutionFlowFilterValues } from './account-parts';
export { FormModal, NoteField, useSaving, validValues } from './form-modal';
export type { FormModalProps, NoteFieldProps } from './form-modal';
export { MarkPaidModal, markOrderPaid } from './mark-paid-modal';
export type { MarkOrderPaidPayload, MarkPaidModalProps } from './mark-paid-modal';
export { ShortNo } from './short-no';
export { ChinaDateTimePicker, chinaPickerInstant, chinaPickerValue } from './china-date-time-picker';
export type { ChinaDateTimePickerProps } from './china-date-time-picker';
export { useRowActions } from './use-row-actions';
export { useFileDownload } from './use-file-download';
export { CertificateRowActions, certificateFactColumns, certificateStatusColumns } from './certificate-columns';
export type { CertificateFactsRow, CertificateRowActionsProps } from './certificate-columns';
export type { RowActions } from './use-row-actions';
export { StatusHistory } from './status-history';
export type { StatusChange, StatusHistoryProps } from './status-history';
export { SaveModal } from './save-modal';
export { VideoTable } from './video-library/video-table';
export type { VideoTableProps } from './video-library/video-table';
