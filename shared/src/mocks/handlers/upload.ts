/**
 * Mock upload routes (docs/uploads.md): /api/upload/image, /api/upload/file and GET /api/media/:key with the
 * server's checks (login, CSRF, size, empty, image type by magic bytes) and messages. Uploaded bytes stay in
 * memory and are served back from /api/media/<key>, so standalone pages show what was uploaded.
 */
import { http, HttpResponse } from 'msw';
import { IMAGE_MAX_MB, MB, FILE_MAX_MB, MSG_EMPTY_FILE, MSG_FILE_OVER_20M, UPLOAD_MSG, VIDEO_UPLOAD_MSG, imageTooLargeMessage } from '../../rules/upload-checks';
import { sniffImage } from '../../upload/sniff';
import { currentUser } from '../db';
import { badInput, fail, notFound, notLoggedIn } from '../envelope';
import { svgPicture } from '../fixtures/images';
import { requireUser } from './guard';
import { mock, refuse } from '../route';

interface StoredMedia {
  id: number;
  key: string;
  mime: string;
  bytes: Uint8Array;
  /** the uploader (null: made by the mocks themselves) and the route it came through */
  owner?: number | null;
  kind?: 'image' | 'file';
  name?: string;
}

const stored = new Map<string, StoredMedia>();
let nextId = 9000;

interface MockVideo {
  id: string;
  owner: number;
  /** single upload, partial upload (tus concatenation) or the final upload joining partial ones */
  kind: 'single' | 'partial' | 'final';
  /** a partial upload already joined into its final upload */
  joined: boolean;
  length: number;
  offset: number;
  chunks: Uint8Array[];
  polls: number;
  media: StoredMedia | null;
}

const videos = new Map<string, MockVideo>();
/** Final uploads by the list of their parts: the same final POST again answers the same video, like the server. */
const finals = new Map<string, string>();
let videoCounter = 0;

const TUS_ID = /^\/api\/upload\/video\/([0-9a-f]{32})$/;
const tusCreated = (id: string) => new HttpResponse(null, { status: 201, headers: { Location: `/api/upload/video/${id}`, 'Tus-Resumable': '1.0.0' } });

function newVideo(kind: MockVideo['kind'], length: number): MockVideo {
  videoCounter += 1;
  const id = videoCounter.toString(16).padStart(32, '0');
  const video: MockVideo = { id, owner: currentUser()!.profile.id, kind, joined: false, length, offset: 0, chunks: [], polls: 0, media: null };
  videos.set(id, video);
  return video;
}

/**
 * `Upload-Concat: final;<url> …` like the server: every URL is one of the user's own complete partial uploads,
 * listed once; they are joined in order into a finished final upload (the parts stay, joined, and answer HEAD as
 * complete). Refusals: 400 `分片上传地址无效`, 404 `分片上传不存在或已过期，请重新上传`, 400 `分片尚未上传完成`.
 */
function createFinal(header: string, request: Request): Response {
  const urls = header.slice('final;'.length).trim().split(/\s+/).filter(Boolean);
  const ids = urls.map((url) => (url.includes('..') || url.includes('%') ? null : TUS_ID.exec(new URL(url, 'http://localhost').pathname)?.[1] ?? null));
  if (ids.length === 0 || ids.some((id) => !id) || new Set(ids).size !== ids.length || request.headers.has('Upload-Length')) {
    return fail(42200, VIDEO_UPLOAD_MSG.invalid, 400);
  }
  const key = `${currentUser()!.profile.id}:${ids.join(' ')}`;
  const made = finals.get(key);
  if (made) return tusCreated(made);
  const parts = ids.map((id) => ownVideo(id!));
  if (parts.some((p) => !p || p.kind !== 'partial' || p.joined)) return fail(404, VIDEO_UPLOAD_MSG.notFound, 404);
  if (parts.some((p) => p!.offset < p!.length)) return fail(40000, VIDEO_UPLOAD_MSG.incomplete, 400);
  const video = newVideo('final', 0);
  for (const part of parts) {
    video.chunks.push(...part!.chunks);
    video.length += part!.length;
    part!.joined = true;
    part!.chunks = [];
  }
  video.offset = video.length;
  finals.set(key, video.id);
  return tusCreated(video.id);
}

/** tus requests need the session; all but HEAD also the CSRF token and the Upload-Key of /api/video_ks. */
function tusDenied(request: Request, changes = true): Response | null {
  const user = currentUser();
  // the server's access hook answers before tus does: the 401 envelope (HEAD: its status only)
  if (!user) return notLoggedIn();
  if (!changes) return null;
  const auth = requireUser(request);
  if ('denied' in auth) return auth.denied;
  if (!/^[0-9a-f]{16}\.\d{13}\.[0-9a-f]{64}$/.test(request.headers.get('Upload-Key') ?? '')) {
    // the server's envelope (AppError 403/403), as the upload reads it
    return fail(403, VIDEO_UPLOAD_MSG.credentialInvalid, 403);
  }
  return null;
}

function ownVideo(id: string): MockVideo | null {
  const video = videos.get(id);
  return video && video.owner === currentUser()?.profile.id ? video : null;
}

/** The address of an image uploaded in this mock run (album photos refer to uploads by id), or null. */
export function uploadedMediaUrl(id: number): string | null {
  for (const media of stored.values()) if (media.id === id && media.mime.startsWith('image/')) return `/api/media/${media.key}`;
  return null;
}

/** An image or file uploaded in this mock run through /api/upload/image or /api/upload/file, by its id. */
export function uploadedMedia(id: number): { url: string; kind: 'image' | 'file'; owner: number | null; name: string; bytes: Uint8Array } | null {
  for (const media of stored.values()) {
    if (media.id === id && media.kind) return { url: `/api/media/${media.key}`, kind: media.kind, owner: media.owner ?? null, name: media.name ?? '', bytes: media.bytes };
  }
  return null;
}

/** The kind of a file uploaded in this mock run at `url` (`/api/media/<key>`), or null. */
export function uploadedMediaKind(url: string): 'image' | 'video' | null {
  const media = stored.get(url.replace(/^\/api\/media\//, ''));
  return !media || !url.startsWith('/api/media/') ? null : media.mime.startsWith('image/') ? 'image' : media.mime.startsWith('video/') ? 'video' : null;
}

function keep(mime: string, ext: string, bytes: Uint8Array): StoredMedia {
  nextId += 1;
  const media = { id: nextId, key: `mock-${nextId}.${ext}`, mime, bytes };
  stored.set(media.key, media);
  return media;
}

/**
 * What the upload routes check before they look at the bytes, in the server's order (after login and CSRF, or the
 * enrolment grant): a multipart `file`, not empty, at most `maxBytes` (else `tooLarge` of its name). The file and its
 * bytes, or the refusal.
 */
async function receivedFile(request: Request, maxBytes: number, tooLarge: (name: string) => string): Promise<{ file: File; bytes: Uint8Array }> {
  const entry = (await request.formData().catch(() => null))?.get('file');
  // Duck-typed: under jest the request's File is Node's, the global File is jsdom's.
  if (!entry || typeof entry === 'string') return refuse(badInput(UPLOAD_MSG.noFile));
  const file = entry as File;
  if (file.size === 0) refuse(badInput(MSG_EMPTY_FILE));
  if (file.size > maxBytes) refuse(badInput(tooLarge(file.name)));
  return { file, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** An uploaded image after receivedFile's checks (at most 1 MB) and the type by its magic bytes; refused otherwise. */
export async function receivedImage(request: Request) {
  const got = await receivedFile(request, IMAGE_MAX_MB * MB, imageTooLargeMessage);
  const image = sniffImage(got.bytes);
  return image ? { ...got, image } : refuse(badInput(UPLOAD_MSG.imageType));
}

export const uploadHandlers = [
  mock.post('/upload/image', async ({ request, user }) => {
    const { bytes, image } = await receivedImage(request);
    // The real server re-encodes as PNG; the mock keeps the bytes under their own type.
    const media = keep(image.mime, image.mime.slice(6).replace('jpeg', 'jpg'), bytes);
    Object.assign(media, { owner: user.profile.id, kind: 'image', name: '' });
    return { id: media.id, url: `/api/media/${media.key}`, width: image.width, height: image.height, size: bytes.length };
  }),
  mock.post('/upload/file', async ({ request, user }) => {
    const { file, bytes } = await receivedFile(request, FILE_MAX_MB * MB, () => MSG_FILE_OVER_20M);
    const mime = file.type || 'application/octet-stream';
    const ext = /\.([a-z0-9]{1,8})$/i.exec(file.name)?.[1]?.toLowerCase() ?? 'bin';
    const media = keep(mime, ext, bytes);
    Object.assign(media, { owner: user.profile.id, kind: 'file', name: file.name });
    return { id: media.id, url: `/api/media/${media.key}`, name: file.name, size: bytes.length, mime };
  }),
  mock.get('/video_ks', () => {
    const expires = Date.now() + 30 * 60 * 1000;
    const keyId = 'a1b2c3d4e5f60718';
    return { keyId, ks: `${keyId}.${expires}`, token: 'f'.repeat(64), Expiration: new Date(expires).toISOString() };
  }),
  // tus 1.0 (creation, termination, concatenation) like /api/upload/video/ of the server; the bytes stay in memory.
  ...['/api/upload/video', '/api/upload/video/'].map((path) =>
    http.post(path, ({ request }) => {
      const denied = tusDenied(request);
      if (denied) return denied;
      const concat = request.headers.get('Upload-Concat');
      if (concat?.startsWith('final;')) return createFinal(concat, request);
      if (concat !== null && concat !== 'partial') return fail(42200, VIDEO_UPLOAD_MSG.invalid, 400);
      const length = Number(request.headers.get('Upload-Length'));
      if (!request.headers.has('Upload-Length') || !Number.isInteger(length) || length < 0) return new HttpResponse('Upload-Length 无效', { status: 400 });
      return tusCreated(newVideo(concat === 'partial' ? 'partial' : 'single', length).id);
    }),
  ),
  http.head('/api/upload/video/:id', ({ request, params }) => {
    const denied = tusDenied(request, false);
    if (denied) return denied;
    const video = ownVideo(String(params.id));
    if (!video) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(null, {
      status: 200,
      headers: {
        'Upload-Offset': String(video.offset),
        'Upload-Length': String(video.length),
        'Cache-Control': 'no-store',
        'Tus-Resumable': '1.0.0',
        ...(video.kind === 'partial' ? { 'Upload-Concat': 'partial' } : {}),
      },
    });
  }),
  http.patch('/api/upload/video/:id', async ({ request, params }) => {
    const denied = tusDenied(request);
    if (denied) return denied;
    const video = ownVideo(String(params.id));
    if (!video) return notFound();
    if (video.joined || video.kind === 'final') return fail(40000, VIDEO_UPLOAD_MSG.done);
    if (Number(request.headers.get('Upload-Offset')) !== video.offset) return new HttpResponse('Upload-Offset 不一致', { status: 409 });
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (video.offset + bytes.length > video.length) return new HttpResponse('超出 Upload-Length', { status: 413 });
    video.chunks.push(bytes);
    video.offset += bytes.length;
    return new HttpResponse(null, { status: 204, headers: { 'Upload-Offset': String(video.offset), 'Tus-Resumable': '1.0.0' } });
  }),
  http.delete('/api/upload/video/:id', ({ request, params }) => {
    const denied = tusDenied(request);
    if (denied) return denied;
    const video = ownVideo(String(params.id));
    if (!video) return notFound();
    if (video.joined || video.kind === 'final') return fail(40000, VIDEO_UPLOAD_MSG.done);
    videos.delete(video.id);
    return new HttpResponse(null, { status: 204, headers: { 'Tus-Resumable': '1.0.0' } });
  }),
  // Like the server: an empty path while "processing" (the first poll after the upload), then the stored video.
  mock.get('/get_video_path', ({ query }) => {
    const video = ownVideo(query.vid);
    if (!video || video.kind === 'partial' || video.offset < video.length) return notFound();
    video.polls += 1;
    if (video.polls === 1) return { path: '' };
    if (!video.media) {
      const bytes = new Uint8Array(video.length);
      let at = 0;
      for (const chunk of video.chunks) {
        bytes.set(chunk, at);
        at += chunk.length;
      }
      video.media = keep('video/mp4', 'mp4', bytes);
    }
    return { path: `/api/media/${video.media.key}`, poster: svgPicture('视频封面', '#1f6feb', '#0b3d91', 640, 360) };
  }),
  http.get('/api/media/:key', ({ params }) => {
    const media = stored.get(String(params.key));
    if (!media) return notFound();
    return new HttpResponse(media.bytes.slice().buffer, {
      headers: { 'Content-Type': media.mime, 'X-Content-Type-Options': 'nosniff' },
    });
  }),
];
