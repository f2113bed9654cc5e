/**
 * Sending an SMS code (6 digits, 10 minutes), the one way for every route that sends one: /send_sms (登录, 入驻申请)
 * and /withdraw/send_sms (提现); the workflow is `app.signIn.sendSmsCode` (services/sign-in.ts). Limits (shared/rules `smsSendRefusal`): one code per mobile and scene per 60 s — a
 * code asked for one scene never blocks another scene's — and SMS_IP_HOURLY_LIMIT codes per client IP per hour, both
 * counted in `sms_codes`, so every API node on the database shares them.
 */
import type { FastifyInstance } from 'fastify';
import { SIGN_IN_MSG, type SmsScene } from 'shared/rules';
import { refused } from '../../errors.js';

/** Why no code of `scene` can be sent on this installation (SMS_LOGIN=off, no provider), or null. */
export function smsSceneRefusal(app: FastifyInstance, scene: SmsScene): string | null {
  if (scene === 'login' && !app.config.sms.loginEnabled) return SIGN_IN_MSG.smsLoginOff;
  if (app.sms.kind === 'off') return SIGN_IN_MSG.smsUnavailable;
  return null;
}

/** Refuses (40000 短信登录未开通 / 短信服务未开通…) when codes of `scene` cannot be sent here. */
export function refuseUnlessSmsOpen(app: FastifyInstance, scene: SmsScene): void {
  const refusal = smsSceneRefusal(app, scene);
  if (refusal) throw refused(refusal);
}

/**
 * Sends a new code of `scene` to `mobile`; refuses (40000) while SMS is off for the scene, within 60 s of the last code
 * of the same mobile and scene (SIGN_IN_MSG.smsTooFrequent) and past the IP's hourly cap (SIGN_IN_MSG.smsIpLimit).
 */
export async function sendSmsCode(app: FastifyInstance, mobile: string, scene: SmsScene, ip: string): Promise<void> {
  refuseUnlessSmsOpen(app, scene);
  await app.signIn.sendSmsCode(mobile, scene, ip);
}
