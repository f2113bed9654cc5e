/**
 * Certificates (证书, spec §2.4 certificate / certificateList; docs/certificates.md): a competition's template, the
 * certificates issued to award winners and finishers from the items' final places (services/final-places.ts, the
 * awards of 奖项设置), revocation with reissue after a corrected result, the PDF (certificate-pdf.ts) and the
 * batch zip through the export tasks. Decisions and texts are shared/rules certificates; queries
 * repositories/certificates.ts; who may is access/certificates.ts (checked by the routes). `app.certificates`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  CERTIFICATE_MSG,
  certificateCandidates,
  checkInCertificateResult,
  chinaDate,
  certificateFileName,
  certificateLayoutProblem,
  certificateLayoutWithDefaults,
  certificateValueText,
  certificateVerifyPath,
  certificatesFileName,
  defaultCertificateLayout,
  type CertificateFieldPosition,
  type CertificateField,
  type CertificateKind,
  type CertificateLayout,
  type FinalPlace,
} from 'shared/rules';
import type { Principal } from '../access/principal.js';
import type { Db, Tx } from '../db/client.js';
import { badInput, refused } from '../errors.js';
import { safeName } from '../http/export-file.js';
import { mediaUrl } from '../routes/media/shared.js';
import type { Participant } from '../repositories/check-ins.js';
import type { CertificateRow, CertificateTemplateRow, NewCertificate } from '../repositories/certificates.js';
import type { Repositories } from '../repositories/index.js';
import type { MediaStorage } from '../storage/index.js';
import { certificateFont, renderCertificatePdf } from './certificate-pdf.js';
import { finalPlaces } from './final-places.js';
import { JOB } from './job-queues.js';

export interface CertificatesDeps {
  db: Db;
  repos: Pick<Repositories, 'certificates' | 'checkIns' | 'schedule' | 'standings' | 'exportTasks'>;
  storage: Pick<MediaStorage, 'get'>;
  /** The public site's address the QR code opens (PUBLIC_URL, else this node's). */
  publicBase: () => string;
  enqueue: (taskId: number) => Promise<void>;
}

export interface TemplateInput extends Omit<CertificateLayout, 'fields'> {
  /** a field left out (标题 and 赛事名称 are optional in the request) takes its default position */
  fields: Partial<Record<CertificateField, CertificateFieldPosition>>;
  background_media_id: number | null;
  seal_media_id: number | null;
}

/** 96 random bits as 16 characters of base64url. */
export const newCertificateCode = () => randomBytes(12).toString('base64url');

const streamBytes = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks);
};

/**
 * Issues 打卡完成证书 (kind check_in), on the caller's `tx`, to each of the participants whose tally — read on the same
 * `tx`, so a record approved in it counts — meets the challenge's goal and who holds no valid one yet (the caller locks
 * the participant, and the partial unique index allows one). The facts: the participant's name, the tally in the goal's
 * unit, the organiser. Answers how many were issued; none without a challenge.
 */
export async function issueCheckInCertificates(
  repos: Pick<Repositories, 'certificates' | 'checkIns'>,
  tx: Tx,
  competitionId: number,
  participants: Participant[],
  issuedBy: number | null,
): Promise<number> {
  const settings = await repos.checkIns.settings(competitionId, tx);
  if (!settings || participants.length === 0) return 0;
  const { tallies } = await repos.checkIns.tallies(competitionId, settings, participants, tx);
  const held = await repos.certificates.validSignUps(tx, competitionId, 'check_in');
  const met = participants.map((p, i) => ({ p, t: tallies[i]! })).filter(({ p, t }) => t.goalMet && !held.has(p.signUpId));
  if (met.length === 0) return 0;
  const issuer = await repos.certificates.issuerOf(competitionId, tx);
  const issueDate = chinaDate(new Date());
  const rows = await repos.certificates.insert(
    tx,
    met.map(({ p, t }) => ({
      code: newCertificateCode(),
      competitionId,
      eventItemId: null,
      signUpId: p.signUpId,
      kind: 'check_in',
      holderUserId: p.userId,
      holderName: p.name.slice(0, 64),
      itemName: '',
      result: checkInCertificateResult(settings, t),
      place: null,
      award: '',
      issuerInstitutionId: issuer?.id ?? null,
      issuerName: issuer?.name ?? '',
      issueDate,
      issuedBy,
    })),
  );
  return rows.length;
}

/**
 * Queues 证书更正 of a competition (queue certificate-refresh) when it holds a valid certificate: for the services
 * that change results, scores and awards, after their transaction. `app.jobs` is read at each call (registered later).
 */
export const queueCertificateRefresh = (app: FastifyInstance) => async (competitionId: number) => {
  if ((await app.repos.certificates.validIds(competitionId)).length === 0) return;
  await app.jobs.send(JOB.certificateRefresh, { competitionId });
};

export function createCertificatesService({ db, repos, storage, publicBase, enqueue }: CertificatesDeps) {
  const repo = repos.certificates;

  /** The saved layout, a field it lacks (saved before 标题 and 赛事名称 existed) at its default position; else the default. */
  const layoutOf = (t: CertificateTemplateRow | undefined): CertificateLayout =>
    t ? certificateLayoutWithDefaults({ page_size: t.pageSize as CertificateLayout['page_size'], orientation: t.orientation as CertificateLayout['orientation'], fields: t.fields }) : defaultCertificateLayout();

  /** The image's bytes (null when it is gone from the storage). */
  const imageBytes = async (mediaId: number | null) => {
    if (mediaId === null) return null;
    const image = await repo.image(mediaId);
    if (!image) return null;
    const stored = await storage.get(image.storageKey);
    return stored ? streamBytes(stored.stream) : null;
  };

  /** An image the caller may put on the template: an image of theirs or of the competition's institution. */
  const checkImage = async (principal: Principal, institutionId: number, mediaId: number | null) => {
    if (mediaId === null) return;
    const image = await repo.image(mediaId);
    const mine = image && (principal.isPlatformAdmin || image.ownerUserId === principal.userId || image.institutionId === institutionId);
    if (!image || !mine || image.hidden) throw badInput(CERTIFICATE_MSG.imageNotFound);
    if (image.kind !== 'image' || !/^image\/(jpeg|png)$/.test(image.mime)) throw badInput(CERTIFICATE_MSG.notImage);
  };

  /** The facts of an entrant's certificate from its final place. */
  const factsOf = (p: FinalPlace, item: { id: number; name: string }, precision: number | null) => ({
    eventItemId: item.id,
    signUpId: p.sign_up_id,
    holderName: p.name.slice(0, 64),
    itemName: item.name,
    result: p.value !== null ? certificateValueText(p.value, precision) : '',
    place: p.place,
    award: p.award,
  });

  /** Renders a certificate with its competition's template (images read once per call through `art`). */
  const render = async (c: CertificateRow, art?: Awaited<ReturnType<typeof artOf>>) => {
    const a = art ?? (await artOf(c.competitionId));
    return renderCertificatePdf(
      a,
      { code: c.code, kind: c.kind as CertificateKind, competition_name: a.competitionName, holder_name: c.holderName, item_name: c.itemName, result: c.result, place: c.place, award: c.award, issuer_name: c.issuerName, issue_date: c.issueDate },
      `${publicBase().replace(/\/+$/, '')}${certificateVerifyPath(c.code)}`,
    );
  };

  const artOf = async (competitionId: number) => {
    const t = await repo.template(competitionId);
    return {
      layout: layoutOf(t),
      background: await imageBytes(t?.backgroundMediaId ?? null),
      seal: await imageBytes(t?.sealMediaId ?? null),
      competitionName: await repo.competitionName(competitionId),
    };
  };

  const service = {
    /** The template of a competition (the default layout until one is saved). */
    async template(competitionId: number) {
      const t = await repo.template(competitionId);
      const urlOf = async (mediaId: number | null) => {
        const image = mediaId === null ? undefined : await repo.image(mediaId);
        return image ? mediaUrl(image.storageKey) : null;
      };
      return {
        competition_id: competitionId,
        competition_name: await repo.competitionName(competitionId),
        ...layoutOf(t),
        background_media_id: t?.backgroundMediaId ?? null,
        background_url: await urlOf(t?.backgroundMediaId ?? null),
        seal_media_id: t?.sealMediaId ?? null,
        seal_url: await urlOf(t?.sealMediaId ?? null),
      };
    },

    /** Saves the template: every field inside the page (else the Chinese refusal naming it), the images the caller's. */
    async saveTemplate(principal: Principal, competition: { id: number; institutionId: number }, request: TemplateInput) {
      const input = { ...request, ...certificateLayoutWithDefaults(request) };
      const problem = certificateLayoutProblem(input);
      if (problem) throw badInput(problem);
      await checkImage(principal, competition.institutionId, input.background_media_id);
      await checkImage(principal, competition.institutionId, input.seal_media_id);
      await db.transaction((tx) =>
        repo.saveTemplate(tx, {
          competitionId: competition.id,
          pageSize: input.page_size,
          orientation: input.orientation,
          backgroundMediaId: input.background_media_id,
          sealMediaId: input.seal_media_id,
          fields: input.fields,
          updatedBy: principal.userId,
        }),
      );
    },

    /**
     * Issues certificates of a kind (award winners or finishers) to every entrant of the competition's items who
     * qualifies and holds no valid one of that kind yet. Answers how many were issued; refuses when nobody qualifies, and
     * when everyone who qualifies holds one already (nothing is written, so nothing succeeds).
     */
    async issue(competitionId: number, kind: 'award' | 'finisher' | 'check_in', userId: number) {
      if (kind === 'check_in') {
        const finishers = await repos.checkIns.finishers(competitionId);
        if (finishers.length === 0) throw refused(CERTIFICATE_MSG.nobody);
        return db.transaction(async (tx) => {
          for (const f of finishers) await repos.checkIns.lockParticipant(tx, f.signUpId);
          const issued = await issueCheckInCertificates(repos, tx, competitionId, finishers, userId);
          if (issued === 0) throw refused(CERTIFICATE_MSG.allHold(kind));
          return { issued };
        });
      }
      const issuer = await repo.issuerOf(competitionId);
      const items = await repos.schedule.items(competitionId);
      const candidates: ReturnType<typeof factsOf>[] = [];
      for (const item of items) {
        const places = await finalPlaces(repos, item.id);
        if (!places) continue;
        const precision = await repo.precisionOf(item.id);
        for (const p of certificateCandidates(places.list, kind)) candidates.push(factsOf(p, item, precision));
      }
      if (candidates.length === 0) throw refused(CERTIFICATE_MSG.nobody);
      const users = await repo.signUpUsers(candidates.map((c) => c.signUpId));
      const issueDate = chinaDate(new Date());
      return db.transaction(async (tx) => {
        const held = await repo.validSignUps(tx, competitionId, kind);
        const rows: NewCertificate[] = candidates
          .filter((c) => !held.has(c.signUpId))
          .map((c) => ({
            ...c,
            code: newCertificateCode(),
            competitionId,
            kind,
            holderUserId: users.get(c.signUpId) ?? null,
            issuerInstitutionId: issuer?.id ?? null,
            issuerName: issuer?.name ?? '',
            issueDate,
            issuedBy: userId,
          }));
        if (rows.length === 0) throw refused(CERTIFICATE_MSG.allHold(kind));
        const inserted = await repo.insert(tx, rows);
        return { issued: inserted.length };
      });
    },

    /**
     * 撤销并重发: revokes a valid certificate and issues a new one from the entrant's current final place (after a
     * corrected result), the old one `replaced_by` the new. An entrant who no longer qualifies keeps only the revoked
     * one (answer id null). Check-in certificates are reissued by their challenge.
     */
    async reissue(id: number, userId: number | null): Promise<{ id: number | null; code: string | null }> {
      const current = await repo.byId(id);
      if (!current) throw refused(CERTIFICATE_MSG.notFound);
      if (current.kind === 'check_in' || current.signUpId === null || current.eventItemId === null) throw refused(CERTIFICATE_MSG.notReissuable);
      const places = await finalPlaces(repos, current.eventItemId);
      const precision = await repo.precisionOf(current.eventItemId);
      const place = places && certificateCandidates(places.list, current.kind as 'award' | 'finisher').find((p) => p.sign_up_id === current.signUpId);
      return db.transaction(async (tx) => {
        const locked = await repo.lock(tx, id);
        if (!locked || locked.status !== 'valid') throw refused(CERTIFICATE_MSG.alreadyRevoked);
        await repo.revoke(tx, id, null);
        if (!place || !places) return { id: null, code: null };
        const [fresh] = await repo.insert(tx, [
          {
            ...factsOf(place, { id: places.event_item_id, name: places.name }, precision),
            code: newCertificateCode(),
            competitionId: locked.competitionId,
            kind: locked.kind,
            holderUserId: locked.holderUserId,
            issuerInstitutionId: locked.issuerInstitutionId,
            issuerName: locked.issuerName,
            issueDate: chinaDate(new Date()),
            issuedBy: userId,
          },
        ]);
        await repo.revoke(tx, id, fresh!.id);
        return { id: fresh!.id, code: fresh!.code };
      });
    },

    /**
     * 证书更正: compares each valid award or finisher certificate of the competition with the entrant's current final
     * place (result, place, award) and reissues the ones that no longer say what holds — revoked, replaced by a new
     * one, or only revoked when the entrant no longer qualifies (as 撤销并重发). Answers how many were revoked.
     * Run by the queue `certificate-refresh` after a result, score or award changed; idempotent.
     */
    async refresh(competitionId: number): Promise<number> {
      const current = (await repo.byIds(await repo.validIds(competitionId))).filter((c) => c.kind !== 'check_in' && c.signUpId !== null && c.eventItemId !== null);
      const facts = new Map<number, Map<number, ReturnType<typeof factsOf>>>();
      const factsIn = async (eventItemId: number, kind: 'award' | 'finisher') => {
        const key = eventItemId * 2 + (kind === 'award' ? 0 : 1);
        if (!facts.has(key)) {
          const places = await finalPlaces(repos, eventItemId);
          const precision = await repo.precisionOf(eventItemId);
          const list = places ? certificateCandidates(places.list, kind).map((p) => factsOf(p, { id: eventItemId, name: places.name }, precision)) : [];
          facts.set(key, new Map(list.map((f) => [f.signUpId, f])));
        }
        return facts.get(key)!;
      };
      let revoked = 0;
      for (const c of current) {
        const now = (await factsIn(c.eventItemId!, c.kind as 'award' | 'finisher')).get(c.signUpId!);
        if (now && now.result === c.result && now.place === c.place && now.award === c.award) continue;
        try {
          await service.reissue(c.id, null);
          revoked++;
        } catch (error) {
          // revoked meanwhile (撤销并重发 by hand): nothing left to do for it
          if ((error as Error).message !== CERTIFICATE_MSG.alreadyRevoked) throw error;
        }
      }
      return revoked;
    },

    /** The PDF of one certificate and its file name. */
    async pdf(c: CertificateRow) {
      return { bytes: await render(c), fileName: safeName(certificateFileName(c.holderName, c.itemName, c.kind as 'award')) };
    },

    /** Queues the zip of a competition's valid certificates (export task kind certificates); refuses when there is none. */
    async requestZip(userId: number, competition: { id: number; name: string }) {
      if ((await repo.validIds(competition.id)).length === 0) throw refused(CERTIFICATE_MSG.noneToExport);
      certificateFont(); // without the font the refusal now, not a failed task later
      const id = await repos.exportTasks.createCertificates({ userId, competitionId: competition.id, fileName: safeName(certificatesFileName(competition.name)) });
      await enqueue(id);
      return id;
    },

    /** Renders every valid certificate of a competition, in batches, for the zip builder. */
    async *pdfsOf(competitionId: number) {
      const art = await artOf(competitionId);
      const ids = await repo.validIds(competitionId);
      for (let i = 0; i < ids.length; i += 50) {
        for (const c of await repo.byIds(ids.slice(i, i + 50))) {
          yield { bytes: await render(c, art), name: safeName(`${c.code}-${certificateFileName(c.holderName, c.itemName, c.kind as 'award')}`), done: i, total: ids.length };
        }
      }
    },
  };
  return service;
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** 证书: templates, issuing, revoking, PDFs (src/services/certificates.ts). */
    certificates: CertificatesService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'certificates',
      createCertificatesService({
        db: app.database.db,
        repos: app.repos,
        // media and the export worker are registered after the services (app.ts): read at each call
        storage: { get: (key, range) => app.media.storage.get(key, range) },
        publicBase: () => app.config.payments.publicUrl ?? `http://127.0.0.1:${app.config.port}`,
        enqueue: (taskId) => app.exportWorker.enqueue(taskId),
      }),
    );
  },
  { name: 'certificates-service', dependencies: ['repositories'] },
);
