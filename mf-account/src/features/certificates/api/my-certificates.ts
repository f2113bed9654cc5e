import { http, type DownloadedFile, type ListResult, type PageQuery } from 'shared';
import type { components } from 'shared/api-schema';

export type MyCertificate = components['schemas']['MyCertificate'];

/** GET /user/certificates — the caller's own certificates, newest first, revoked ones included. */
export function getMyCertificates(query: PageQuery): Promise<ListResult<MyCertificate>> {
  return http.get('/user/certificates', { ...query });
}

/** GET /user/certificate/file — the PDF of one of the caller's certificates. */
export function downloadMyCertificate(id: number): Promise<DownloadedFile> {
  return http.download('/user/certificate/file', { id });
}
