/**
 * Certificates (证书, certificateList; docs/certificates.md): a competition's managers edit the template, issue
 * certificates to award winners and finishers, list them, revoke and reissue one after a corrected result, download
 * one PDF or queue the zip of all (下载任务); an athlete lists and downloads their own (我的证书); anyone verifies a
 * certificate by its code (the QR code's page, no login).
 */
import type { FastifyReply } from 'fastify';
import { CERTIFICATE_CODE_PATTERN, CERTIFICATE_MSG, CERTIFICATE_ORIENTATIONS, CERTIFICATE_PAGE_SIZES, CERTIFICATE_STATUSES, certificateVerificationView } from 'shared/rules';
import { canManageCertificates, holdsCertificate } from '../../access/certificates.js';
import type { Principal } from '../../access/principal.js';
import { notFound, refused } from '../../errors.js';
import { contentDisposition, PDF_FILE_TYPE, pdfFileResponse } from '../../http/export-file.js';
import { idBody, idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import type { CertificateRow } from '../../repositories/certificates.js';

const competitionQuery = { type: 'object', required: ['competition_id'], properties: { competition_id: { type: 'integer', minimum: 1 } } } as const;
const coordinate = { type: 'number', minimum: -10000, maximum: 10000 } as const;
const position = { type: 'object', required: ['x', 'y', 'size'], properties: { x: coordinate, y: coordinate, size: { type: 'number', minimum: 6, maximum: 400 } }, additionalProperties: false } as const;
/** 标题 and 赛事名称 may be left out (a client of before they existed): they then take their default positions. */
const fieldsSchema = {
  type: 'object',
  required: ['name', 'item', 'result', 'place', 'date', 'issuer', 'seal', 'qr'],
  properties: { title: position, competition: position, name: position, item: position, result: position, place: position, date: position, issuer: position, seal: position, qr: position },
  additionalProperties: false,
} as const;

export const certificateView = (c: CertificateRow) => ({
  id: c.id,
  code: c.code,
  competition_id: c.competitionId,
  event_item_id: c.eventItemId,
  sign_up_id: c.signUpId,
  holder_user_id: c.holderUserId,
  holder_name: c.holderName,
  kind: c.kind as 'award' | 'finisher' | 'check_in',
  item_name: c.itemName,
  result: c.result,
  place: c.place,
  award: c.award,
  issuer_name: c.issuerName,
  issue_date: c.issueDate,
  status: c.status as 'valid' | 'revoked',
  replaced_by: c.replacedBy,
  revoked_at: c.revokedAt ? c.revokedAt.toISOString() : null,
  created_at: c.createdAt.toISOString(),
});

export default async function certificateRoutes(app: ApiInstance) {
  /** The competition if the caller manages it (404 otherwise). */
  const managed = async (principal: Principal, id: number) => {
    const c = await app.repos.filing.findForAccess(id);
    if (!c || !canManageCertificates(principal, c, c.grants)) throw notFound();
    return c;
  };

  /** A certificate of a competition the caller manages (404 otherwise). */
  const managedCertificate = async (principal: Principal, id: number) => {
    const certificate = await app.repos.certificates.byId(id);
    if (!certificate) throw notFound();
    await managed(principal, certificate.competitionId);
    return certificate;
  };

  const sendPdf = async (reply: FastifyReply, c: CertificateRow) => {
    const { bytes, fileName } = await app.certificates.pdf(c);
    return reply
      .header('content-type', PDF_FILE_TYPE)
      .header('content-disposition', contentDisposition(fileName, `certificate-${c.code}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(bytes);
  };

  app.get(
    '/admin/certificate/template',
    { schema: { tags: ['certificates'], summary: '赛事的证书模板（未保存时为默认版式）', querystring: competitionQuery, response: okResponse(ref('CertificateTemplate')) } },
    async (request) => {
      const c = await managed(request.principal!, request.query.competition_id);
      return ok(await app.certificates.template(c.id));
    },
  );

  app.put(
    '/admin/certificate/template',
    {
      schema: {
        tags: ['certificates'],
        summary: '保存证书模板（字段须在证书范围内，否则返回 42200 字段超出证书范围）',
        body: {
          type: 'object',
          required: ['competition_id', 'page_size', 'orientation', 'background_media_id', 'seal_media_id', 'fields'],
          properties: {
            competition_id: { type: 'integer', minimum: 1 },
            page_size: { type: 'string', enum: [...CERTIFICATE_PAGE_SIZES] },
            orientation: { type: 'string', enum: [...CERTIFICATE_ORIENTATIONS] },
            background_media_id: { type: ['integer', 'null'], minimum: 1 },
            seal_media_id: { type: ['integer', 'null'], minimum: 1 },
            fields: fieldsSchema,
          },
          additionalProperties: false,
        },
        response: okResponse(ref('CertificateTemplate')),
      },
    },
    async (request) => {
      const b = request.body;
      const c = await managed(request.principal!, b.competition_id);
      await app.certificates.saveTemplate(request.principal!, c, {
        page_size: b.page_size,
        orientation: b.orientation,
        background_media_id: b.background_media_id,
        seal_media_id: b.seal_media_id,
        fields: b.fields,
      });
      return ok(await app.certificates.template(c.id));
    },
  );

  app.post(
    '/admin/certificate/issue',
    {
      schema: {
        tags: ['certificates'],
        summary: '发放证书：获奖者（按奖项设置）、完赛者（有成绩的参赛者）或打卡完成者（达到打卡目标）；已持有有效证书的跳过',
        body: {
          type: 'object',
          required: ['competition_id', 'kind'],
          properties: { competition_id: { type: 'integer', minimum: 1 }, kind: { type: 'string', enum: ['award', 'finisher', 'check_in'] } },
          additionalProperties: false,
        },
        response: okResponse(ref('CertificatesIssued')),
      },
    },
    async (request) => {
      const c = await managed(request.principal!, request.body.competition_id);
      return ok(await app.certificates.issue(c.id, request.body.kind, request.principal!.userId));
    },
  );

  app.get(
    '/admin/certificate/list',
    {
      schema: {
        tags: ['certificates'],
        summary: '赛事已发放的证书（新的在前）',
        querystring: {
          type: 'object',
          required: ['competition_id'],
          properties: {
            competition_id: { type: 'integer', minimum: 1 },
            ...pageQuery,
            kind: { type: 'string', enum: ['award', 'finisher', 'check_in'] },
            status: { type: 'string', enum: [...CERTIFICATE_STATUSES] },
            keyword: { type: 'string', maxLength: 50 },
          },
        },
        response: okResponse(ref('CertificateList')),
      },
    },
    async (request) => {
      const q = request.query;
      const c = await managed(request.principal!, q.competition_id);
      const { list, total } = await app.repos.certificates.list(c.id, { kind: q.kind, status: q.status, keyword: q.keyword }, { start: q.start, count: q.count });
      return ok({ list: list.map(certificateView), total });
    },
  );

  app.post(
    '/admin/certificate/reissue',
    {
      schema: {
        tags: ['certificates'],
        summary: '撤销并重发：按当前成绩重新发放，原证书标记为已撤销并指向新证书',
        body: idBody,
        response: okResponse(ref('CertificateReissued')),
      },
    },
    async (request) => {
      const certificate = await managedCertificate(request.principal!, request.body.id);
      return ok(await app.certificates.reissue(certificate.id, request.principal!.userId));
    },
  );

  app.get(
    '/admin/certificate/file',
    { config: { documented: { notFound: true } }, schema: { tags: ['certificates'], summary: '下载一张证书 PDF', querystring: idQuery, response: pdfFileResponse } },
    async (request, reply) => sendPdf(reply, await managedCertificate(request.principal!, request.query.id)),
  );

  app.post(
    '/admin/certificate/export',
    {
      schema: {
        tags: ['certificates'],
        summary: '批量下载：把赛事全部有效证书打包为 zip（新建下载任务，进度见下载任务）',
        body: { type: 'object', required: ['competition_id'], properties: { competition_id: { type: 'integer', minimum: 1 } }, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const c = await managed(request.principal!, request.body.competition_id);
      return ok({ id: await app.certificates.requestZip(request.principal!.userId, c) });
    },
  );

  // ---- 我的证书 ----

  app.get(
    '/user/certificates',
    { schema: { tags: ['certificates'], summary: '我的证书', querystring: { type: 'object', properties: { ...pageQuery } }, response: okResponse(ref('MyCertificateList')) } },
    async (request) => {
      const { list, total } = await app.repos.certificates.mine(request.principal!.userId, { start: request.query.start, count: request.query.count });
      return ok({ list: list.map((r) => ({ ...certificateView(r.certificate), competition_name: r.competitionName })), total });
    },
  );

  app.get(
    '/user/certificate/file',
    { config: { documented: { notFound: true } }, schema: { tags: ['certificates'], summary: '下载我的证书 PDF', querystring: idQuery, response: pdfFileResponse } },
    async (request, reply) => {
      const certificate = await app.repos.certificates.byId(request.query.id);
      if (!certificate || !holdsCertificate(request.principal!, certificate)) throw notFound();
      return sendPdf(reply, certificate);
    },
  );

  // ---- 公开验证 ----

  app.get(
    '/certificate/verify',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['certificates'],
        summary: '证书验证（公开，无需登录；证书二维码打开的页面）：持有人、成绩、颁发机构、日期；已撤销的指向新证书',
        querystring: { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: 32 } } },
        response: okResponse(ref('CertificateVerification')),
      },
    },
    async (request) => {
      const code = request.query.code;
      const c = new RegExp(CERTIFICATE_CODE_PATTERN).test(code) ? await app.repos.certificates.byCode(code) : undefined;
      if (!c) throw refused(CERTIFICATE_MSG.notFound);
      const replacedByCode = c.replacedBy === null ? null : ((await app.repos.certificates.codeOf(c.replacedBy)) ?? null);
      return ok(certificateVerificationView(certificateView(c), await app.repos.certificates.competitionName(c.competitionId), replacedByCode));
    },
  );
}
