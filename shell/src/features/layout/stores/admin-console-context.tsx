import { createContext, useContext } from 'react';
import type { AdminConsoleStore } from './admin-console-store';

export const AdminConsoleContext = createContext<AdminConsoleStore | null>(null);

export function useAdminConsole(): AdminConsoleStore {
  const store = useContext(AdminConsoleContext);
  if (!store) throw new Error('useAdminConsole 需要在 AdminLayout 内使用');
  return store;
}
