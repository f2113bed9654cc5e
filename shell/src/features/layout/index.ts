/** What the rest of the shell uses of the admin console frame. */
export { AdminLayout } from './components/admin-layout';
export { useAdminConsole } from './stores/admin-console-context';
