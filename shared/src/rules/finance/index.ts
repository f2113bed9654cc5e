export * from './money.ts';
export * from './refund-policy.ts';
export * from './ledger.ts';
