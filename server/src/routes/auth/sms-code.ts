/**
 * Sending an SMS code (6 digits, 10 minutes, one per mobile per 60 s: repositories/sms-codes.ts), the one way for
 * every route that sends one: /send_sms (登录, 入驻申请) and /withdraw/send_sms (提现).
 */
import type { FastifyInstance } from 'fastify';
import { SIGN_IN_MSG, type SmsScene } from 'shared/rules';
import { refused } from '../../errors.js';
import { newSmsCode } from '../../repositories/sms-codes.js';

/** Sends a new code of `scene` to `mobile`; refuses (SIGN_IN_MSG.smsTooFrequent) within 60 s of the last one. */
export async function sendSmsCode(app: FastifyInstance, mobile: string, scene: SmsScene, ip: string): Promise<void> {
  if (await app.repos.smsCodes.sentRecently(mobile)) throw refused(SIGN_IN_MSG.smsTooFrequent);
  const code = newSmsCode();
  await app.repos.smsCodes.store(mobile, scene, code, ip);
  await app.sms.send(mobile, code, scene);
}
