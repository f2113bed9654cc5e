/**
 * tus concatenation for video uploads (docs/uploads.md): the client sends one video as up to 5 partial uploads in
 * parallel (`Upload-Concat: partial`), then creates the final upload with `Upload-Concat: final;<url> <url> …`.
 * Here: reading that header, the id of the final upload, and the streaming copy of the parts into it.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** More parts than a client of ours ever sends (it uses at most 5). */
export const MAX_PARTS_PER_VIDEO = 16;

export type UploadConcat =
  /** no Upload-Concat header: a single upload */
  | { kind: 'single' }
  | { kind: 'partial' }
  /** the upload ids of the parts, in order */
  | { kind: 'final'; ids: string[] }
  | { kind: 'invalid' };

const ID = /^[0-9a-f]{32}$/;

/**
 * Reads an `Upload-Concat` header. A final upload lists its parts as URLs, absolute or relative, separated by spaces;
 * each must be exactly `<tusPath>/<32 hex>` (no `..`, no percent-encoding, no query), listed once, at most
 * MAX_PARTS_PER_VIDEO of them. Anything else is `invalid`.
 */
export function parseUploadConcat(header: string | string[] | undefined, tusPath: string): UploadConcat {
  if (header === undefined) return { kind: 'single' };
  if (typeof header !== 'string') return { kind: 'invalid' };
  const value = header.trim();
  if (value === 'partial') return { kind: 'partial' };
  if (!value.startsWith('final;')) return { kind: 'invalid' };
  const urls = value.slice('final;'.length).trim().split(/\s+/).filter(Boolean);
  if (urls.length === 0 || urls.length > MAX_PARTS_PER_VIDEO) return { kind: 'invalid' };
  const ids: string[] = [];
  for (const url of urls) {
    if (url.includes('..') || url.includes('%') || url.includes('\\') || url.length > 512) return { kind: 'invalid' };
    let parsed: URL;
    try {
      parsed = new URL(url, 'http://localhost');
    } catch {
      return { kind: 'invalid' };
    }
    if (parsed.search || parsed.hash || !parsed.pathname.startsWith(`${tusPath}/`)) return { kind: 'invalid' };
    const id = parsed.pathname.slice(tusPath.length + 1);
    if (!ID.test(id) || ids.includes(id)) return { kind: 'invalid' };
    ids.push(id);
  }
  return { kind: 'final', ids };
}

/**
 * The upload id (the `vid`) of the final upload made of these parts of this user: the same list always names the
 * same video, so a final POST sent again (its answer was lost, or two raced) finds the video already made.
 */
export function finalUploadId(ownerUserId: number, partIds: string[]): string {
  return createHash('sha256').update(`saishi-final:${ownerUserId}:${partIds.join(' ')}`).digest('hex').slice(0, 32);
}

/**
 * Writes the files one after another into `out` (created, or overwritten: a copy cut off by a stopped process is
 * started again) by streaming: memory stays flat whatever the size. Resolves with the number of bytes written.
 */
export async function concatenateFiles(files: string[], out: string): Promise<number> {
  let written = 0;
  await pipeline(
    async function* () {
      for (const file of files) {
        for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) {
          written += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
      }
    },
    createWriteStream(out),
  );
  return written;
}
