// System pages (antd), loaded on first visit (route `lazy` in app/routes.tsx).
export { MaintenancePage } from './maintenance-page';
export { NotFoundPage } from './not-found-page';
