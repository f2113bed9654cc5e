/** Invoice types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Json, Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type Invoice = Schemas['InvoiceItem'];
export type InvoiceStatus = Invoice['status'];
export type InvoiceListQuery = Query<'/admin/invoice_list', 'get'>;
export type MyInvoicesQuery = Query<'/invoice/list', 'get'>;
export type InvoiceApplyPayload = Json<'/invoice/apply', 'post'>;
export type InvoiceIssuePayload = Json<'/admin/invoice/issue', 'post'>;
export type InvoiceRejectPayload = Json<'/admin/invoice/reject', 'post'>;
export type InvoiceVoidPayload = Json<'/admin/invoice/void', 'post'>;
