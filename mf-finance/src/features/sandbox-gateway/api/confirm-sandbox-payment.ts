import { http } from 'shared';
import type { SandboxConfirmPayload, SandboxDecision } from './types';

/** POST /sandbox_gateway/confirm (public) — the payer pays (`pay`) or gives up (`cancel`) on the sandbox gateway. */
export function confirmSandboxPayment(payload: SandboxConfirmPayload): Promise<SandboxDecision> {
  return http.post('/sandbox_gateway/confirm', payload);
}
