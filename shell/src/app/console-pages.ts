// The admin console frame and its home page, loaded together on first visit (route `lazy` in app/routes.tsx).
export { AdminLayout } from '../features/layout';
export { DashboardPage } from '../features/dashboard';
