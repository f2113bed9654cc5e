import { http, type DownloadedFile, type Json, type ListResult, type Query } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];
export type CertificateTemplate = Schemas['CertificateTemplate'];
export type Certificate = Schemas['Certificate'];
export type SaveTemplatePayload = Json<'/admin/certificate/template', 'put'>;
export type IssueKind = Json<'/admin/certificate/issue', 'post'>['kind'];

/** GET /admin/certificate/template — the competition's template (the default layout until one is saved). */
export function getCertificateTemplate(competitionId: number): Promise<CertificateTemplate> {
  return http.get('/admin/certificate/template', { competition_id: competitionId });
}

/** PUT /admin/certificate/template — page, images and field positions (42200 字段超出证书范围 for a field off the page). */
export function saveCertificateTemplate(body: SaveTemplatePayload): Promise<CertificateTemplate> {
  return http.put('/admin/certificate/template', body);
}

/** POST /admin/certificate/issue — issues the kind to everyone who qualifies and holds none yet; answers how many. */
export function issueCertificates(competitionId: number, kind: IssueKind) {
  return http.post('/admin/certificate/issue', { competition_id: competitionId, kind });
}

/** GET /admin/certificate/list — the competition's certificates, newest first. */
export function getCertificates(query: Query<'/admin/certificate/list', 'get'>): Promise<ListResult<Certificate>> {
  return http.get('/admin/certificate/list', { ...query });
}

/** POST /admin/certificate/reissue — 撤销并重发 (id null when the entrant no longer qualifies). */
export function reissueCertificate(id: number) {
  return http.post('/admin/certificate/reissue', { id });
}

/** GET /admin/certificate/file — one certificate's PDF. */
export function downloadCertificate(id: number): Promise<DownloadedFile> {
  return http.download('/admin/certificate/file', { id });
}

/** POST /admin/certificate/export — queues the zip of every valid certificate (a 下载任务). */
export function exportCertificates(competitionId: number) {
  return http.post('/admin/certificate/export', { competition_id: competitionId });
}
