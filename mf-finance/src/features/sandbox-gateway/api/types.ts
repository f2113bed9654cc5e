/** The sandbox gateway's types from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Json } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type SandboxPayment = Schemas['SandboxPayment'];
export type SandboxDecision = Schemas['SandboxDecision'];
export type SandboxConfirmPayload = Json<'/sandbox_gateway/confirm', 'post'>;
