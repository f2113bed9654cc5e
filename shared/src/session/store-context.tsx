import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './root-store';
import { rootStore as singleton } from './root-store-instance';
import type { SessionStore } from './session-store';
import type { UiStore } from './ui-store';

const StoreContext = createContext<RootStore>(singleton);

export function StoreProvider({ store = singleton, children }: { store?: RootStore; children?: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useRootStore(): RootStore {
  return useContext(StoreContext);
}

export function useSession(): SessionStore {
  return useContext(StoreContext).session;
}

export function useUiStore(): UiStore {
  return useContext(StoreContext).ui;
}
