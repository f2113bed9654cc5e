export * from './account';
export * from './cookies';
export { RootStore, type RootStoreOptions } from './root-store';
export { rootStore } from './root-store-instance';
export { SessionStore, type LogoutOptions, type SessionStoreOptions } from './session-store';
export { StoreProvider, useRootStore, useSession, useUiStore } from './store-context';
export { UiStore } from './ui-store';
