/**
 * Helpers shared by the schedule and score routes (schedule*.ts, scores*.ts, live.ts): organiser access to items,
 * phases and fixtures, score access of organisers and assigned referees, the actor, and the common queries.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canManageCompetition } from '../../access/competitions.js';
import type { Principal } from '../../access/principal.js';
import { scoreAccess } from '../../access/schedule.js';
import { forbidden, notFound } from '../../errors.js';

export const itemQuery = { type: 'object', required: ['event_item_id'], properties: { event_item_id: { type: 'integer', minimum: 1 } } } as const;
export const phaseIdQuery = { type: 'object', required: ['phase_id'], properties: { phase_id: { type: 'integer', minimum: 1 } } } as const;

/** Access helpers shared by the schedule and score routes: the object if the caller manages its competition, else 404. */
export function scheduleAccess(app: FastifyInstance) {
  const competition = async (principal: Principal, id: number) => {
    const c = await app.repos.filing.findForAccess(id);
    if (!c || !canManageCompetition(principal, c, c.grants)) throw notFound();
    return c;
  };
  return {
    competition,
    async item(principal: Principal, id: number) {
      const item = await app.repos.schedule.item(id);
      if (!item) throw notFound();
      await competition(principal, item.competitionId);
      return item;
    },
    async phase(principal: Principal, id: number) {
      const phase = await app.repos.schedule.phase(id);
      if (!phase) throw notFound();
      await competition(principal, phase.competitionId);
      return phase;
    },
    async fixture(principal: Principal, id: number) {
      const fixture = await app.repos.schedule.fixture(id);
      if (!fixture) throw notFound();
      await competition(principal, fixture.competitionId);
      return fixture;
    },
    /** The fixture if the caller may enter its scores: its competition's organisers or its assigned referees (scoreAccess); 40300 for another approved referee. */
    async scoring(principal: Principal, id: number) {
      const fixture = await app.repos.schedule.fixture(id);
      if (!fixture) throw notFound();
      const c = await app.repos.filing.findForAccess(fixture.competitionId);
      if (!c) throw notFound();
      const manages = scoreAccess(principal, c, c.grants, fixture.refereeIds, false) === 'organiser';
      const allowed = manages ? 'organiser' : scoreAccess(principal, c, c.grants, fixture.refereeIds, await app.repos.schedule.isReferee(principal.userId));
      if (allowed === 'not_found') throw notFound();
      if (allowed === 'forbidden') throw forbidden();
      return fixture;
    },
    actor: (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip }),
  };
}
