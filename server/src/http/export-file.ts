/**
 * The download of an export task's xlsx (下载任务): shared by the competition's tasks (routes/competition/exports.ts)
 * and the 资金流水 exports (routes/finance/flow-exports.ts). A task that is not done is refused in Chinese; the file
 * name is sent RFC 5987-encoded with an ASCII fallback.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { EXPORT_MSG, exportFileRefusal } from 'shared/rules';
import { refused } from '../errors.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const ZIP_TYPE = 'application/zip';
export const PDF_FILE_TYPE = 'application/pdf';

/** The 200 of a route that answers an export task's file: an xlsx, or the zip of a certificates task. */
export const xlsxFileResponse = {
  200: {
    description: 'xlsx 文件（证书任务为 zip）',
    content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } }, [ZIP_TYPE]: { schema: { type: 'string', format: 'binary' } } },
  },
} as const;

/** The 200 of a route that answers a PDF. */
export const pdfFileResponse = {
  200: { description: 'PDF 文件', content: { [PDF_FILE_TYPE]: { schema: { type: 'string', format: 'binary' } } } },
} as const;

/** `attachment` with an ASCII fallback and the Chinese name RFC 5987-encoded. */
export function contentDisposition(fileName: string, fallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A file name without characters that file systems refuse. */
export const safeName = (name: string) => name.replace(/[\\/:*?"<>|\r\n]+/g, '_').slice(0, 200);

/** Sends the file of a task the caller may read (refused while it is not done). */
export async function sendExportFile(app: FastifyInstance, reply: FastifyReply, task: { id: number; status: string; fileName: string }) {
  const refusal = exportFileRefusal(task.status);
  if (refusal) throw refused(refusal);
  const content = await app.repos.exportTasks.content(task.id);
  if (!content) throw refused(EXPORT_MSG.notReady);
  // a certificates task (证书) holds a zip of PDFs, every other kind an xlsx
  const zip = task.fileName.endsWith('.zip');
  const ext = zip ? 'zip' : 'xlsx';
  return reply
    .header('content-type', zip ? ZIP_TYPE : XLSX_TYPE)
    .header('content-disposition', contentDisposition(task.fileName || `export-${task.id}.${ext}`, `export-${task.id}.${ext}`))
    .header('cache-control', 'private, no-store')
    .send(content);
}
