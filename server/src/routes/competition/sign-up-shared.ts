/** Helpers shared by the sign-up routes: organiser access, actor, refusals from the repository. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canManageCompetition } from '../../access/competitions.js';
import type { Principal } from '../../access/principal.js';
import { badInput, notFound, refused } from '../../errors.js';
import { dateSchema } from '../../http/envelope.js';
import { SignUpRefusal } from '../../repositories/sign-ups.js';

export const actorOf = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });

/** The competition if the caller organises it (owner institution manager, grant holder, admin); else 404. */
export async function managedCompetition(app: FastifyInstance, principal: Principal, id: number) {
  const c = await app.repos.filing.findForAccess(id);
  if (!c || !canManageCompetition(principal, c, c.grants)) throw notFound();
  return c;
}

/** Whether the caller organises the competition (no error). */
export async function organises(app: FastifyInstance, principal: Principal, id: number) {
  const c = await app.repos.filing.findForAccess(id);
  return c && canManageCompetition(principal, c, c.grants) ? c : undefined;
}

/** Runs a repository write, turning its refusals into the Chinese error envelope. */
export async function orRefuse<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SignUpRefusal) throw error.kind === 'badInput' ? badInput(error.message) : refused(error.message);
    throw error;
  }
}


const person = {
  real_name: { type: 'string', maxLength: 32 },
  id_card: { type: 'string', maxLength: 18 },
  phone: { type: 'string', maxLength: 16 },
  gender: { type: 'integer', enum: [0, 1, 2] },
  birth_date: { anyOf: [dateSchema, { type: 'null' }] },
} as const;

export const personSchema = { type: 'object', properties: person, additionalProperties: false } as const;

/** Body fields of a new entry (individual: the person; team: team_name + members, the first is the captain). */
export const entryFields = {
  ...person,
  team_name: { type: 'string', maxLength: 64 },
  affiliation: { type: 'string', maxLength: 64 },
  extra: { type: 'object', additionalProperties: { type: 'string', maxLength: 200 } },
  members: { type: 'array', maxItems: 100, items: personSchema },
} as const;
