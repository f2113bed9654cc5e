export * from './money.ts';
export * from './refund-policy.ts';
export * from './ledger.ts';
export * from './payments.ts';
export * from './accounts.ts';
export * from './refunds.ts';
export * from './withdrawals.ts';
export * from './invoices.ts';
