/**
 * 入驻管理 (spec §2.5 Onboarding management, docs/onboarding.md): the platform admin reviews 入驻 applications.
 *
 * - **通过**: under the application's row lock (two admins approving at once: the second waits, then finds it no longer
 *   pending), in ONE transaction: the institution (kind, name, logo, region, address, contact from the application),
 *   its owner — the active user of the applicant's mobile bound, or a new user whose login is that mobile (SMS code
 *   login) — as the institution's administrator (its menu set follows from the kind and membership, server/src/access/menu.ts),
 *   for a venue operator with a venue address a PENDING venue (新增场馆审核), the application approved with a history
 *   entry, and an audit line. After the commit an SMS tells the applicant how to log in.
 * - **驳回**: a reason (请填写驳回原因) the applicant reads on the public 查询进度 page; the credit code is free for a
 *   corrected application (the one-pending rule counts pending applications only).
 * The rules are shared/rules onboarding.ts.
 */
import fp from 'fastify-plugin';
import {
  APPLICATION_STATUS_TEXT,
  approvalCreatesVenue,
  DOCUMENT_LABELS,
  institutionTypeName,
  isCreditCode,
  ONBOARDING_MSG,
  onboardingApprovedNotice,
  onboardingReviewRefusal,
  ownerPlan,
  rejectReasonProblem,
} from 'shared/rules';
import type { Principal } from '../access/principal.js';
import type { Db } from '../db/client.js';
import { badInput, notFound, refused } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { ApplicationRow } from '../repositories/onboarding.js';
import { iso } from '../repositories/scope.js';
import type { SmsSender } from '../sms/sender.js';

export interface OnboardingActor {
  principal: Principal;
  ip: string;
}

export interface OnboardingDeps {
  db: Db;
  repos: Pick<Repositories, 'onboarding'>;
  sms: () => Pick<SmsSender, 'notify'>;
  log: { warn: (obj: object, msg: string) => void };
}

export interface ApplicationListQuery {
  start: number;
  count: number;
  institution_type?: number;
  status?: 'pending' | 'approved' | 'rejected';
  keyword?: string;
  date_from?: string;
  date_to?: string;
}

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

const summary = (r: ApplicationRow) => ({
  id: r.id,
  application_no: r.applicationNo,
  institution_type: r.institutionType,
  institution_type_name: institutionTypeName(r.institutionType),
  name: r.name,
  credit_code: r.creditCode,
  contact_name: r.contactName,
  contact_mobile: r.contactMobile,
  province: r.province,
  city: r.city,
  status: r.status as 'pending' | 'approved' | 'rejected',
  status_text: APPLICATION_STATUS_TEXT[r.status] ?? r.status,
  review_reason: r.reviewReason,
  created_at: iso(r.createdAt)!,
  reviewed_at: iso(r.reviewedAt),
});

export function createOnboardingService(deps: OnboardingDeps) {
  const { db } = deps;
  const repo = deps.repos.onboarding;

  async function detail(id: number) {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    const [history, reviewer] = await Promise.all([repo.historyOf(row.creditCode, row.id), repo.reviewerName(row.reviewedBy)]);
    return {
      ...summary(row),
      credit_code_valid: isCreditCode(row.creditCode),
      legal_person: row.legalPerson,
      address: row.address,
      intro: row.intro,
      logo: row.logo,
      documents: row.documents.map((d) => ({ kind: d.kind, label: DOCUMENT_LABELS[d.kind] ?? d.kind, url: d.url })),
      venue_address: row.venueAddress,
      sponsorship_intent: row.sponsorshipIntent,
      reviewed_by_name: reviewer,
      status_history: row.statusHistory.map((e) => ({ status: e.status, status_text: APPLICATION_STATUS_TEXT[e.status] ?? e.status, at: e.at, reason: e.reason })),
      institution_id: row.statusHistory.reduce((found, e) => e.institution_id ?? found, 0),
      history: history.map((h) => ({
        id: h.id,
        application_no: h.applicationNo,
        name: h.name,
        status: h.status as 'pending' | 'approved' | 'rejected',
        status_text: APPLICATION_STATUS_TEXT[h.status] ?? h.status,
        review_reason: h.reviewReason,
        created_at: iso(h.createdAt)!,
        reviewed_at: iso(h.reviewedAt),
      })),
    };
  }

  return {
    async list(q: ApplicationListQuery) {
      if (q.date_from && q.date_to && q.date_from > q.date_to) throw badInput('开始日期不能晚于结束日期');
      const { list, total } = await repo.list({
        start: q.start,
        count: q.count,
        institutionType: q.institution_type,
        status: q.status,
        keyword: q.keyword?.trim() || undefined,
        dateFrom: q.date_from,
        dateTo: q.date_to,
      });
      return { list: list.map(summary), total };
    },

    detail,

    /** 通过 / 驳回 of a pending application; answers the application's detail after the review. */
    async review(actor: OnboardingActor, id: number, action: 'approve' | 'reject', reason = '') {
      const problem = rejectReasonProblem(action, reason);
      if (problem) throw badInput(problem);
      const by = actor.principal.userId;
      const done = await db.transaction(async (tx) => {
        const app = await repo.lock(tx, id);
        if (!app) throw notFound();
        const refusal = onboardingReviewRefusal(app.status);
        if (refusal) throw refused(refusal);
        const at = new Date().toISOString();
        if (action === 'reject') {
          const why = reason.trim();
          await repo.setReviewed(tx, id, { status: 'rejected', reason: why, by, entry: { status: 'rejected', at, by, reason: why } });
          await repo.audit(tx, { userId: by, ip: actor.ip }, 'onboarding.reject', `institution_application:${id}`, { name: app.name, credit_code: app.creditCode, reason: why });
          return null;
        }
        const plan = ownerPlan(app.contactMobile, await repo.userByMobile(tx, app.contactMobile));
        if (plan.kind === 'refuse') throw refused(plan.msg);
        let ownerId: number;
        if (plan.kind === 'bind') ownerId = plan.userId;
        else {
          if (await repo.accountTaken(tx, plan.account)) throw refused(ONBOARDING_MSG.accountTaken);
          ownerId = await repo.createOwner(tx, { account: plan.account, mobile: plan.mobile, nickname: app.contactName });
        }
        const institutionId = await repo.createInstitution(tx, app);
        await repo.addOwner(tx, ownerId, institutionId);
        const venueId = approvalCreatesVenue(app) ? await repo.createPendingVenue(tx, institutionId, app) : 0;
        await repo.setReviewed(tx, id, { status: 'approved', reason: '', by, entry: { status: 'approved', at, by, reason: '', institution_id: institutionId } });
        await repo.audit(tx, { userId: by, ip: actor.ip }, 'onboarding.approve', `institution_application:${id}`, {
          name: app.name,
          credit_code: app.creditCode,
          institution_id: institutionId,
          owner_user_id: ownerId,
          owner: plan.kind === 'bind' ? 'bound' : 'created',
          venue_id: venueId,
        });
        return { mobile: app.contactMobile, name: app.name };
      }).catch((error: unknown) => {
        // another application of the same mobile approved at this moment created the owner first: nothing of this
        // approval was kept (the transaction rolled back); approving again binds that owner
        if (isUniqueViolation(error)) throw refused(ONBOARDING_MSG.ownerBusy);
        throw error;
      });
      if (done) {
        // after the commit: a failed SMS does not undo the approval
        try {
          await deps.sms().notify(done.mobile, onboardingApprovedNotice(done.name, done.mobile));
        } catch (error) {
          deps.log.warn({ err: error, application: id }, 'onboarding approval SMS not sent');
        }
      }
      return detail(id);
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;

/** `app.onboarding`: 入驻管理 (the platform admin's review of 入驻 applications). */
export default fp(
  async (app) => {
    app.decorate('onboarding', createOnboardingService({ db: app.database.db, repos: app.repos, sms: () => app.sms, log: app.log }));
  },
  { name: 'onboarding-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    onboarding: OnboardingService;
  }
}
