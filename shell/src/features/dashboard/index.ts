/** The admin console's home page. */
export { DashboardPage } from './pages/dashboard-page';
