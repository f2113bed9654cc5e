/**
 * 机构列表 of the platform admin (docs/institutions.md): the institutions, one institution's detail, and 停用 / 启用.
 *
 * A status change is ONE transaction under the institution's row lock: the status, the record row (who, when, why),
 * every live session of its staff ended (停用), and the audit line. While disabled: its staff cannot sign in
 * (sign-in.ts, `staffSignInRefusal`), its competitions, articles and venues leave the public site and the phone pages
 * (`institutionOpen` in their public queries), and it takes no new orders (sign-ups, court holds); its ledger, orders
 * and refunds are untouched. 启用 restores all of it. The rules are shared/rules institution-status.ts.
 */
import fp from 'fastify-plugin';
import {
  INSTITUTION_ACTION_TEXT,
  INSTITUTION_STATUS_TEXT,
  institutionReasonProblem,
  institutionStatusRefusal,
  institutionTypeName,
  maskMobile,
  type InstitutionStatusAction,
} from 'shared/rules';
import type { Principal } from '../access/principal.js';
import type { Db } from '../db/client.js';
import { badInput, notFound, refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { InstitutionRow } from '../repositories/institution-status.js';

export interface InstitutionStatusActor {
  principal: Principal;
  ip: string;
}

export interface InstitutionListQuery {
  start: number;
  count: number;
  institution_type?: number;
  status?: 'approved' | 'disabled';
  name?: string;
}

const summary = ({ row, staffCount }: { row: InstitutionRow; staffCount: number }) => ({
  id: row.id,
  institution_type: row.institutionType,
  institution_type_name: institutionTypeName(row.institutionType),
  name: row.name,
  logo: row.logo,
  region: row.region,
  contact_name: row.contactName,
  contact_phone: row.contactPhone,
  status: row.status,
  status_text: INSTITUTION_STATUS_TEXT[row.status as keyof typeof INSTITUTION_STATUS_TEXT] ?? row.status,
  staff_count: Number(staffCount),
  created_at: row.createdAt.toISOString(),
});

export function createInstitutionStatusService(deps: { db: Db; repos: Pick<Repositories, 'institutionStatus' | 'staff' | 'audit'> }) {
  const { db } = deps;
  const repo = deps.repos.institutionStatus;

  async function detail(id: number) {
    const found = await repo.byId(id);
    if (!found) throw notFound();
    const [staff, events] = await Promise.all([deps.repos.staff.members(id), repo.events(id)]);
    return {
      ...summary(found),
      address: found.row.address,
      intro: found.row.intro,
      website: found.row.website,
      staff: staff.map((s) => ({ user_id: s.userId, account: s.account, nickname: s.nickname, mobile: maskMobile(s.mobile ?? ''), is_admin: s.isAdmin })),
      events: events.map((e) => ({
        action: e.action as InstitutionStatusAction,
        action_text: INSTITUTION_ACTION_TEXT[e.action as InstitutionStatusAction] ?? e.action,
        reason: e.reason,
        by_name: e.byName || e.byAccount || '',
        at: e.at.toISOString(),
      })),
    };
  }

  return {
    async list(q: InstitutionListQuery) {
      const { list, total } = await repo.list({ start: q.start, count: q.count, institutionType: q.institution_type, status: q.status, name: q.name?.trim() || undefined });
      return { list: list.map(summary), total };
    },

    detail,

    /** 停用 (reason required) / 启用 (reason optional): one transaction; answers the detail after the change. */
    async change(actor: InstitutionStatusActor, id: number, action: InstitutionStatusAction, reason = '') {
      const problem = institutionReasonProblem(action, reason);
      if (problem) throw badInput(problem);
      const why = reason.trim();
      const by = actor.principal.userId;
      await db.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row) throw notFound();
        const refusal = institutionStatusRefusal(action, row.status);
        if (refusal) throw refused(refusal);
        await repo.setStatus(tx, id, action === 'disable' ? 'disabled' : 'approved');
        await repo.addEvent(tx, { institutionId: id, action, reason: why, byUserId: by });
        const endedSessions = action === 'disable' ? await repo.endStaffSessions(tx, id) : 0;
        await deps.repos.audit.writeIn(tx, {
          actorId: by,
          action: `institution.${action}`,
          target: `institution:${id}`,
          detail: { name: row.name, reason: why, status_before: row.status, ended_sessions: endedSessions },
          ip: actor.ip,
        });
      });
      return detail(id);
    },
  };
}

export type InstitutionStatusService = ReturnType<typeof createInstitutionStatusService>;

/** `app.institutionStatus`: 机构列表 (the platform admin's institutions, 停用 / 启用). */
export default fp(
  async (app) => {
    app.decorate('institutionStatus', createInstitutionStatusService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'institution-status-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    institutionStatus: InstitutionStatusService;
  }
}
