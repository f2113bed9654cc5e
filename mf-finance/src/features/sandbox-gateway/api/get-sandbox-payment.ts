import { http } from 'shared';
import type { SandboxPayment } from './types';

/** GET /sandbox_gateway/payment (public) — the payment the sandbox gateway shows the payer after a scan. */
export function getSandboxPayment(paymentNo: string): Promise<SandboxPayment> {
  return http.get('/sandbox_gateway/payment', { payment_no: paymentNo });
}
