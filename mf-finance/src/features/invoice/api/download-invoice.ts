import { http, type DownloadedFile } from 'shared';

/** GET /invoice/download — the issued invoice's PDF (refusals come back as the envelope's message). */
export function downloadInvoice(id: number): Promise<DownloadedFile> {
  return http.download('/invoice/download', { id });
}
