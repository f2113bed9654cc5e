/** What the media routes share: the multipart `file` part, oversized bodies, who sees an upload, the quota an upload fills. */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canManageInstitution } from '../../access/institutions.js';
import { badInput } from '../../errors.js';
import { UPLOAD_MSG } from 'shared/rules';
import { type MediaRow } from '../../services/media.js';
import { quotaBucketFor } from '../../services/storage-quota.js';

export const USE_PATTERN = /^[a-z_]{0,32}$/;

export const mediaUrl = (key: string) => `/api/media/${key}`;

export const multipartBody = {
  description: 'multipart/form-data：字段 use（可选，用途），随后字段 file（文件）',
};

/** The single `file` part of a multipart upload (fields before it, such as `use`, are read too). */
export async function filePart(request: FastifyRequest, limit: number): Promise<{ part: MultipartFile; use: string }> {
  if (!request.isMultipart()) throw badInput(UPLOAD_MSG.noFile);
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: limit, files: 1, fields: 4, fieldSize: 200, parts: 6 } });
  } catch {
    throw badInput(UPLOAD_MSG.noFile);
  }
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badInput(UPLOAD_MSG.noFile);
  }
  const field = part.fields.use as { type?: string; value?: unknown } | undefined;
  const use = field && field.type === 'field' ? String(field.value ?? '') : '';
  if (!USE_PATTERN.test(use)) {
    part.file.resume();
    throw badInput('用途格式错误');
  }
  return { part, use };
}

/** After refusing an oversized body, at most this much of its rest is read and discarded… */
export const OVERSIZE_DRAIN_BYTES = 64 * 1024 * 1024;
/** …for at most this long; then the connection is closed. */
export const OVERSIZE_DRAIN_MS = 30_000;

/**
 * Oversized body: the refusal is answered at once. Browsers read an answer only after sending the whole body, so the
 * rest is read and thrown away (memory stays flat) up to OVERSIZE_DRAIN_BYTES / OVERSIZE_DRAIN_MS — like a proxy's
 * lingering close; a sender of more (a 500 MB stream) loses its connection instead.
 */
export function refuseOversize(request: FastifyRequest, error: Error): Error {
  const raw = request.raw;
  const socket = raw.socket;
  // (injected requests have no real socket)
  if (raw.complete || typeof socket?.destroy !== 'function') return error;
  let drained = 0;
  const stop = () => socket.destroy();
  const timer = setTimeout(stop, OVERSIZE_DRAIN_MS);
  socket.once('close', () => clearTimeout(timer));
  raw.once('end', () => clearTimeout(timer));
  setImmediate(() => {
    raw.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > OVERSIZE_DRAIN_BYTES) stop();
    });
    raw.resume();
  });
  return error;
}

/** The uploader, the platform admin and the managers of its institution (members of 121 manage nothing of it). */
export function canSeeUpload(request: FastifyRequest, row: MediaRow): boolean {
  const principal = request.principal!;
  if (row.ownerUserId === principal.userId || principal.isPlatformAdmin) return true;
  return row.institutionId !== null && canManageInstitution(principal, row.institutionId);
}

/** The quota an upload of this request fills (services/storage-quota.ts). */
export const quotaBucketOf = (app: FastifyInstance, request: FastifyRequest, institutionId: number | null = request.session!.activeInstitution) =>
  quotaBucketFor(request.principal!, institutionId, app.config);
