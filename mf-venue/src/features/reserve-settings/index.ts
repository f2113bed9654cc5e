/** 订场设置 (issue 22): what other features of mf-venue use of it — the managed venue picker. */
export { ManagedVenuePage, useManagedVenues } from './components/venue-picker';
export type { ManagedVenue } from './api/get-managed-venues';
