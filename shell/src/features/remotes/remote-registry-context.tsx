import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteRegistry } from './remote-registry';

const RemoteRegistryContext = createContext<RemoteRegistry | null>(null);

export function RemoteRegistryProvider({ registry, children }: { registry: RemoteRegistry; children: ReactNode }) {
  return <RemoteRegistryContext.Provider value={registry}>{children}</RemoteRegistryContext.Provider>;
}

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RemoteRegistryContext);
  if (!registry) throw new Error('useRemoteRegistry 需要在 RemoteRegistryProvider 内使用');
  return registry;
}
