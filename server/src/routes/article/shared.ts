/** What the article routes share: the schemas of a status and a kind, the article text limit, the actor of a write. */
import type { FastifyRequest } from 'fastify';
import { ARTICLE_CONTENT_MAX } from 'shared/rules';

export const STATUS = { type: 'string', enum: ['draft', 'pending', 'approved', 'rejected'] } as const;
export const KIND = { type: 'integer', enum: [1, 2] } as const;
export const MAX_CONTENT = ARTICLE_CONTENT_MAX;

export const actor = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });
