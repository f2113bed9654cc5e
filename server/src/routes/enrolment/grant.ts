import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENROLMENT_MSG } from 'shared/rules';
import { refused } from '../../errors.js';
import type { EnrolmentGrantRow } from '../../repositories/enrolment.js';

/** Header carrying the enrolment grant of an anonymous applicant (a custom header: cross-site forms cannot send it). */
export const ENROLMENT_TOKEN_HEADER = 'x-enrolment-token';

/** The live grant named by the request's X-Enrolment-Token, or a refusal (errno 40000) asking to verify the mobile. */
export async function requireGrant(app: FastifyInstance, request: FastifyRequest): Promise<EnrolmentGrantRow> {
  const header = request.headers[ENROLMENT_TOKEN_HEADER];
  const grant = await app.repos.enrolment.grantOf(typeof header === 'string' ? header : undefined);
  if (!grant) throw refused(ENROLMENT_MSG.grantMissing);
  return grant;
}

export const grantHeaders = {
  type: 'object',
  properties: { [ENROLMENT_TOKEN_HEADER]: { type: 'string', description: '验证手机号后获得的入驻申请凭证' } },
} as const;
