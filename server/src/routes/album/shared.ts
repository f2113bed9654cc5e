/** What the platform review and take-down routes share: the actor of a status move and the reason field of its body. */
import type { FastifyRequest } from 'fastify';

export const actorOf = (request: FastifyRequest) => ({ userId: request.principal!.userId });

export const reasonProp = { type: 'string', maxLength: 500 } as const;
