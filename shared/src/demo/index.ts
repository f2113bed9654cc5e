/**
 * The demo data, once: plain rows and small pure helpers (no msw, no drizzle, no antd). The server seed
 * (server/src/db/seed-*.ts) writes them to the database and the mock fixtures (shared/src/mocks/fixtures) answer
 * them, each mapping the neutral rows to its own shape.
 */
export * from './time.ts';
export * from './live.ts';
export * from './articles.ts';
export * from './videos.ts';
export * from './directory.ts';
export * from './records.ts';
export * from './payout-accounts.ts';
export * from './people.ts';
export * from './sign-ups.ts';
export * from './home.ts';
export * from './finance.ts';
export * from './competitions.ts';
export * from './venues.ts';
export * from './applications.ts';
export * from './registrations.ts';
export * from './staff.ts';
export * from './check-ins.ts';
export * from './highlights.ts';
