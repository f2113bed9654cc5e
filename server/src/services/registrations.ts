/**
 * Athlete and referee registration (spec §2.4 register, community/register, person/realName, person/register;
 * docs/registrations.md):
 * - 注册要求 (requestSettings): an institution of a publishing kind (体育局, 协会) opens windows for athletes or
 *   referees — sports, required fields and documents, start and end; `/check/register_time` answers whether one is open.
 * - 实名认证: a personal user's name, ID card (the §5 rule) and photo; pending until an institution approves a
 *   registration made with it (the institution sees the ID card and photo when it reviews), then verified and locked.
 * - 注册: under an open window of the institution, once per window (a rejected one may be filed again: the
 *   registration's row and the window's lock keep two at once from both passing).
 * - 注册审核 (registeExamine): the institution's manager approves or rejects with a reason, never their own; an
 *   approved referee becomes assignable in schedules (repositories/schedule-fixtures.ts `referees`).
 * Every write is one transaction with its audit line. The decisions are shared/rules registrations.ts.
 */
import fp from 'fastify-plugin';
import {
  applyRefusal,
  IDENTITY_STATUS_TEXT,
  IDENTITY_NONE_TEXT,
  idCardFacts,
  identityProblem,
  maskIdCard,
  REGISTRATION_KIND_TEXT,
  REGISTRATION_STATUS_TEXT,
  registerWindowRefusal,
  registerWindowState,
  REGISTRATION_MSG,
  registrationForm,
  registrationReviewerRefusal,
  rejectReasonProblem,
  settingProblem,
  WINDOW_STATE_TEXT,
  type IdentityStatus,
  type RegistrationField,
  type RegistrationKind,
  type RegistrationStatus,
} from 'shared/rules';
import { managedListScope, mayReadOfInstitution } from '../access/institutions.js';
import { mayManageFor, mayRegister } from '../access/registrations.js';
import type { Principal } from '../access/principal.js';
import { pgErrorCode, type Db } from '../db/client.js';
import { badInput, forbidden, notFound, refused } from '../errors.js';
import { writeAudit } from '../repositories/audit.js';
import type { Repositories } from '../repositories/index.js';
import type { IdentityRow, RegistrationRow, SettingRow } from '../repositories/registrations.js';
import { iso } from '../repositories/scope.js';
import { ruled } from './rule-refusal.js';

export interface RegistrationActor {
  principal: Principal;
  ip: string;
}

export interface RegistrationsDeps {
  db: Db;
  repos: Pick<Repositories, 'registrations'>;
  now?: () => Date;
}

const settingView = (s: SettingRow, institutionName: string, now: Date) => {
  const state = registerWindowState(s, now);
  return {
    id: s.id,
    institution_id: s.institutionId,
    institution_name: institutionName,
    kind: s.kind as RegistrationKind,
    kind_text: REGISTRATION_KIND_TEXT[s.kind as RegistrationKind] ?? s.kind,
    title: s.title,
    sports: s.sports,
    fields: s.fields as RegistrationField[],
    documents: s.documents,
    notice: s.notice,
    starts_at: s.startsAt.toISOString(),
    ends_at: s.endsAt.toISOString(),
    state,
    state_text: WINDOW_STATE_TEXT[state],
  };
};

const summary = (r: RegistrationRow, fullIdCard: boolean) => ({
  id: r.id,
  user_id: r.userId,
  kind: r.kind as RegistrationKind,
  kind_text: REGISTRATION_KIND_TEXT[r.kind as RegistrationKind] ?? r.kind,
  institution_id: r.institutionId ?? 0,
  institution_name: r.institutionName ?? '',
  setting_id: r.settingId ?? 0,
  setting_title: r.settingTitle ?? '',
  real_name: r.realName,
  gender: r.gender,
  id_card: r.idCard ? (fullIdCard ? r.idCard : maskIdCard(r.idCard)) : '',
  sport: r.sport,
  level: r.level,
  region: r.region,
  mobile: r.mobile,
  status: r.status as RegistrationStatus,
  status_text: REGISTRATION_STATUS_TEXT[r.status as RegistrationStatus] ?? r.status,
  review_reason: r.reviewReason,
  is_public: (r.isPublic ? 1 : 0) as 0 | 1,
  created_at: r.createdAt.toISOString(),
  reviewed_at: iso(r.reviewedAt),
});

const detailView = (r: RegistrationRow, fullIdCard: boolean) => {
  const identity = (r.identityStatus ?? 'none') as IdentityStatus | 'none';
  return {
    ...summary(r, fullIdCard),
    birth_date: r.birthDate ?? '',
    photo: r.photo,
    intro: r.intro,
    documents: r.documents,
    identity_status: identity,
    identity_status_text: identity === 'none' ? IDENTITY_NONE_TEXT : IDENTITY_STATUS_TEXT[identity],
    identity_photo: r.identityPhoto ?? '',
    account: r.account,
  };
};

const identityView = (i: IdentityRow | undefined, verifiedByName = '') =>
  i
    ? {
        real_name: i.realName,
        id_card: i.idCard,
        gender: i.gender,
        birth_date: i.birthDate,
        photo: i.photo,
        status: i.status as IdentityStatus,
        status_text: IDENTITY_STATUS_TEXT[i.status as IdentityStatus] ?? i.status,
        verified_by_name: verifiedByName,
        verified_at: iso(i.verifiedAt),
      }
    : { real_name: '', id_card: '', gender: 0, birth_date: '', photo: '', status: 'none' as const, status_text: IDENTITY_NONE_TEXT, verified_by_name: '', verified_at: null };

export interface SettingInput {
  id?: number;
  institution_id: number;
  kind: RegistrationKind;
  title: string;
  sports: string[];
  fields?: RegistrationField[];
  documents?: string[];
  notice?: string;
  starts_at: string;
  ends_at: string;
}

export interface ApplyInput {
  setting_id: number;
  kind: RegistrationKind;
  sport: string;
  level?: string;
  region?: string;
  mobile?: string;
  intro?: string;
  documents?: { name: string; url: string }[];
  is_public?: 0 | 1;
}

export interface RegistrationQuery {
  start: number;
  count: number;
  institution_id?: number;
  kind?: RegistrationKind;
  status?: RegistrationStatus;
  sport?: string;
  setting_id?: number;
  keyword?: string;
}

export function createRegistrationsService(deps: RegistrationsDeps) {
  const { db } = deps;
  const repo = deps.repos.registrations;
  const now = deps.now ?? (() => new Date());

  async function readSetting(id: number) {
    const row = await repo.setting(id);
    if (!row) throw notFound();
    return row;
  }

  async function mine(principal: Principal, kind?: RegistrationKind) {
    const rows = await repo.mine(principal.userId, kind);
    return { list: rows.map((r) => detailView(r, true)) };
  }

  async function readable(principal: Principal, id: number) {
    const row = await repo.byId(id);
    if (!row || !mayReadOfInstitution(principal, row.institutionId)) throw notFound();
    return row;
  }

  return {
    // ---- 注册要求 ----
    async settings(principal: Principal, q: { start: number; count: number; institution_id?: number; kind?: RegistrationKind }) {
      const scope = managedListScope(principal, q.institution_id);
      const at = now();
      const { list, total } = await repo.settings(scope, { start: q.start, count: q.count, kind: q.kind });
      return { list: list.map((r) => settingView(r.setting, r.institutionName, at)), total };
    },

    /** The windows open now of every institution (a personal user picks where to register). */
    async openSettings(q: { start: number; count: number; kind?: RegistrationKind }) {
      const at = now();
      const { list, total } = await repo.settings('all', { start: q.start, count: q.count, kind: q.kind, openAt: at });
      return { list: list.map((r) => settingView(r.setting, r.institutionName, at)), total };
    },

    /**
     * One 注册要求: its institution's managers and the platform admin (设置详情, `personal` false); a personal user
     * (`personal` true, /register/setting) only while it is open.
     */
    async setting(principal: Principal, id: number, personal = false) {
      const row = await readSetting(id);
      const at = now();
      if (!mayReadOfInstitution(principal, row.setting.institutionId) && !(personal && registerWindowState(row.setting, at) === 'open')) throw notFound();
      return settingView(row.setting, row.institutionName, at);
    },

    /** /check/register_time: whether the window is open now, and why not. */
    async checkTime(id: number) {
      const row = await readSetting(id);
      const at = now();
      const state = registerWindowState(row.setting, at);
      return {
        open: (state === 'open' ? 1 : 0) as 0 | 1,
        state,
        state_text: WINDOW_STATE_TEXT[state],
        starts_at: row.setting.startsAt.toISOString(),
        ends_at: row.setting.endsAt.toISOString(),
        message: registerWindowRefusal(row.setting, at) ?? '',
      };
    },

    async saveSetting(actor: RegistrationActor, input: SettingInput) {
      if (!mayManageFor(actor.principal, input.institution_id)) throw forbidden();
      const type = await repo.institutionType(input.institution_id);
      if (type === undefined) throw notFound();
      const values = {
        institutionId: input.institution_id,
        kind: input.kind,
        title: input.title.trim(),
        sports: [...new Set(input.sports.map((s) => s.trim()).filter(Boolean))],
        fields: input.fields ?? [],
        documents: [...new Set((input.documents ?? []).map((d) => d.trim()).filter(Boolean))],
        notice: (input.notice ?? '').trim(),
        startsAt: new Date(input.starts_at),
        endsAt: new Date(input.ends_at),
      };
      const problem = settingProblem(type, { title: values.title, sports: values.sports, startsAt: values.startsAt, endsAt: values.endsAt });
      if (problem) throw badInput(problem);
      const id = await db.transaction(async (tx) => {
        let settingId = input.id;
        if (settingId !== undefined) {
          const current = await repo.lockSetting(tx, settingId);
          if (!current || current.institutionId !== input.institution_id) throw notFound();
          if (current.kind !== input.kind) throw badInput(REGISTRATION_MSG.kindLocked);
          await repo.updateSetting(tx, settingId, values);
        } else settingId = await repo.insertSetting(tx, values);
        await writeAudit(tx, {
          actorId: actor.principal.userId,
          action: input.id ? 'register_setting.update' : 'register_setting.create',
          target: `register_setting:${settingId}`,
          detail: { institution_id: input.institution_id, kind: input.kind, title: values.title, starts_at: input.starts_at, ends_at: input.ends_at },
          ip: actor.ip,
        });
        return settingId;
      });
      const row = await readSetting(id);
      return settingView(row.setting, row.institutionName, now());
    },

    // ---- 实名认证 ----
    async identity(principal: Principal) {
      const row = await repo.identity(principal.userId);
      return identityView(row, row ? await repo.institutionName(row.verifiedBy) : '');
    },

    async saveIdentity(actor: RegistrationActor, input: { real_name: string; id_card: string; photo: string }) {
      if (!mayRegister(actor.principal)) throw forbidden();
      const userId = actor.principal.userId;
      const realName = input.real_name.trim();
      const idCard = input.id_card.trim().toUpperCase();
      await db.transaction(async (tx) => {
        const current = await repo.lockIdentity(tx, userId);
        const problem = identityProblem({ realName, idCard, photo: input.photo }, current ? { status: current.status as IdentityStatus } : undefined);
        if (problem) throw current?.status === 'verified' ? refused(problem) : badInput(problem);
        const facts = idCardFacts(idCard);
        await repo.saveIdentity(tx, { userId, realName, idCard, gender: facts.gender, birthDate: facts.birthDate, photo: input.photo.trim(), status: 'pending' });
        await repo.renamePending(tx, userId, realName, facts.gender);
        await writeAudit(tx, { actorId: userId, action: 'identity.submit', target: `user:${userId}`, detail: { real_name: realName, id_card: maskIdCard(idCard) }, ip: actor.ip });
      });
      return identityView(await repo.identity(userId));
    },

    // ---- a person's registrations ----
    mine,

    async myDetail(principal: Principal, id: number) {
      const row = await repo.byId(id);
      if (!row || row.userId !== principal.userId) throw notFound();
      return detailView(row, true);
    },

    async apply(actor: RegistrationActor, input: ApplyInput) {
      if (!mayRegister(actor.principal)) throw forbidden();
      const userId = actor.principal.userId;
      const { documents, values } = ruled(() => registrationForm(input));
      const id = await db
        .transaction(async (tx) => {
          // the window's row locked: two registrations of one person under it are checked one after the other
          const setting = await repo.lockSetting(tx, input.setting_id);
          if (!setting) throw notFound();
          const identity = await repo.identity(userId, tx);
          const others = await repo.inWindow(tx, userId, setting.id);
          const refusal = applyRefusal(
            { kind: input.kind, sport: input.sport.trim(), values, documents },
            { identity: identity ? { status: identity.status as IdentityStatus } : undefined, setting, others, now: now() },
          );
          if (refusal) throw refused(refusal);
          const newId = await repo.insert(tx, {
            userId,
            kind: input.kind,
            institutionId: setting.institutionId,
            settingId: setting.id,
            realName: identity!.realName,
            gender: identity!.gender,
            status: 'pending',
            sport: input.sport.trim(),
            ...values,
            photo: identity!.photo,
            documents,
            isPublic: input.is_public === 1,
          });
          await writeAudit(tx, {
            actorId: userId,
            action: 'registration.submit',
            target: `registration:${newId}`,
            detail: { kind: input.kind, institution_id: setting.institutionId, setting_id: setting.id, sport: input.sport.trim() },
            ip: actor.ip,
          });
          return newId;
        })
        .catch((error: unknown) => {
          if (pgErrorCode(error) === '23505') throw refused(REGISTRATION_MSG.duplicate);
          throw error;
        });
      return detailView((await repo.byId(id))!, true);
    },

    // ---- the institution's and the platform's lists ----
    async list(principal: Principal, q: RegistrationQuery) {
      const scope = managedListScope(principal, q.institution_id);
      const { list, total } = await repo.list(scope, {
        start: q.start,
        count: q.count,
        kind: q.kind,
        status: q.status,
        sport: q.sport?.trim() || undefined,
        settingId: q.setting_id,
        keyword: q.keyword?.trim() || undefined,
      });
      return { list: list.map((r) => summary(r, false)), total };
    },

    async detail(principal: Principal, id: number) {
      return detailView(await readable(principal, id), true);
    },

    /** 注册审核: 通过 / 驳回 (with a reason) of a pending registration filed with the caller's institution. */
    async examine(actor: RegistrationActor, id: number, action: 'approve' | 'reject', reason = '') {
      const by = actor.principal.userId;
      await db.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row || !mayReadOfInstitution(actor.principal, row.institutionId)) throw notFound();
        if (!mayManageFor(actor.principal, row.institutionId)) throw forbidden();
        const refusal = registrationReviewerRefusal(row, by);
        if (refusal) throw refused(refusal);
        const problem = rejectReasonProblem(action, reason);
        if (problem) throw badInput(problem);
        const why = action === 'reject' ? reason.trim() : '';
        await repo.setReviewed(tx, id, { status: action === 'approve' ? 'approved' : 'rejected', reason: why, by });
        if (action === 'approve') await repo.verifyIdentity(tx, row.userId, row.institutionId);
        await writeAudit(tx, {
          actorId: by,
          action: action === 'approve' ? 'registration.approve' : 'registration.reject',
          target: `registration:${id}`,
          detail: { institution_id: row.institutionId, kind: row.kind, user_id: row.userId, reason: why },
          ip: actor.ip,
        });
      });
      return detailView((await repo.byId(id))!, true);
    },
  };
}

export type RegistrationsService = ReturnType<typeof createRegistrationsService>;

/** `app.registrations`: 注册要求, 实名认证, athlete and referee registrations and their review. */
export default fp(
  async (app) => {
    app.decorate('registrations', createRegistrationsService({ db: app.database.db, repos: app.repos }));
  },
  { name: 'registrations-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    registrations: RegistrationsService;
  }
}
