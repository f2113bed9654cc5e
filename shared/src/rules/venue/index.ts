/** The venue and booking rules (issue 22, docs/venue-rules.md): pure, antd-free, for the booking service and the mocks alike. */
export * from './venue-time.ts';
export * from './venue-messages.ts';
export * from './opening-hours.ts';
export * from './holds.ts';
export * from './slots.ts';
export * from './pricing.ts';
export * from './booking-check.ts';
export * from './free-courts.ts';
export * from './recurring.ts';
export * from './refund-policy.ts';
export * from './booking-lifecycle.ts';
export * from './booking-payments.ts';
export * from './waitlist.ts';
export * from './venue-config.ts';
export * from './venue-rows.ts';
export * from './venue-analysis.ts';
