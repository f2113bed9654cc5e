/**
 * `shared/antd` — the antd half of shared: the provider stack (ConfigProvider, App, notifier binding), the antd
 * theme tokens and the antd UI kit (ListPage, StatusTag). A Module Federation singleton like `shared`, which it
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
export { ListPage } from './list-page';
export type { ListPageProps } from './list-page';
export { StatusTag } from './status-tag';
export type { StatusTagProps } from './status-tag';
