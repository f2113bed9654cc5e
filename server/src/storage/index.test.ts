import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { after, describe, it } from 'node:test';
import { loadConfig, s3SettingsFromEnv } from '../config.js';
import { LocalStorage, S3Storage, createStorage, isStorageKey, newStorageKey } from './index.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'saishi-storage-'));
after(() => rmSync(root, { recursive: true, force: true }));

describe('storage keys', () => {
  it('are server-generated names only: no slashes, dots or client text', () => {
    const key = newStorageKey('img', 'png');
    assert.match(key, /^img-[0-9a-f]{32}\.png$/);
    assert.ok(isStorageKey(key));
    assert.notEqual(newStorageKey('img', 'png'), key);
    assert.match(newStorageKey('file', '../../x'), /\.bin$/);
    for (const bad of ['../img-00.png', 'img-00000000000000000000000000000000.png/../x', '/etc/passwd', 'passwd', 'img-0000000000000000000000000000000g.png', '']) {
      assert.equal(isStorageKey(bad), false, bad);
    }
  });
});

describe('LocalStorage', () => {
  const storage = new LocalStorage(path.join(root, 'media'));

  it('stores bytes and files, reads them whole or by range, deletes them', async () => {
    const key = newStorageKey('file', 'txt');
    await storage.putBuffer(key, Buffer.from('0123456789'), 'text/plain');
    const whole = await storage.get(key);
    assert.equal(whole?.size, 10);
    assert.equal((await buffer(whole!.stream)).toString(), '0123456789');
    const part = await storage.get(key, { start: 2, end: 5 });
    assert.equal(part?.size, 4);
    assert.equal(part?.total, 10);
    assert.equal((await buffer(part!.stream)).toString(), '2345');

    const temp = path.join(root, 'upload.tmp');
    writeFileSync(temp, 'video bytes');
    const videoKey = newStorageKey('video', 'mp4');
    await storage.putFile(videoKey, temp, 'video/mp4');
    assert.equal(readdirSync(root).includes('upload.tmp'), false, 'the temporary file was moved');
    assert.equal((await buffer((await storage.get(videoKey))!.stream)).toString(), 'video bytes');

    await storage.delete(key);
    assert.equal(await storage.get(key), null);
  });

  it('answers null for unknown or malformed keys and refuses to write them', async () => {
    assert.equal(await storage.get(newStorageKey('img', 'png')), null);
    assert.equal(await storage.get('../../../etc/passwd'), null);
    await assert.rejects(storage.putBuffer('../escape.png', Buffer.from('x'), 'image/png'));
  });
});

describe('createStorage', () => {
  it('uses DATA_DIR/media unless MEDIA_S3_BUCKET is set (read by loadConfig)', () => {
    const local = createStorage(loadConfig({}, { dataDir: root }));
    assert.ok(local instanceof LocalStorage);
    assert.equal(local.root, path.join(root, 'media'));
    const s3 = createStorage(
      loadConfig({
        MEDIA_S3_BUCKET: 'saishi-media',
        MEDIA_S3_REGION: 'cn-hangzhou',
        MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
        MEDIA_S3_ACCESS_KEY_ID: 'id',
        MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
        MEDIA_S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    assert.ok(s3 instanceof S3Storage);
    assert.deepEqual(s3.settings, {
      bucket: 'saishi-media',
      region: 'cn-hangzhou',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'media/',
    });
    assert.equal(s3SettingsFromEnv({ MEDIA_S3_BUCKET: ' ' }), null);
  });
});

describe('S3Storage against an S3-compatible server (s3rver)', () => {
  const folder = path.join(root, 's3rver');
  let server: { close(): Promise<void> } | null = null;
  let storage: S3Storage;

  it('stores a streamed file byte for byte, reads it whole and by range, deletes it', async () => {
    const { default: S3rver } = await import('s3rver');
    const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: folder, configureBuckets: [{ name: 'saishi-media' }] });
    const { port } = await s3rver.run();
    server = s3rver;
    storage = new S3Storage({ bucket: 'saishi-media', region: 'cn-hangzhou', endpoint: `http://127.0.0.1:${port}`, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'media/' });

    // a video-sized file goes up as a stream (putFile): with the SDK's default trailing checksums such a server kept
    // the aws-chunked framing as part of the object
    const bytes = Buffer.alloc(300_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
    const file = path.join(root, 'clip.mp4');
    writeFileSync(file, bytes);
    const key = newStorageKey('video', 'mp4');
    await storage.putFile(key, file, 'video/mp4');
    const whole = await storage.get(key);
    assert.equal(whole?.size, bytes.length);
    assert.ok((await buffer(whole!.stream)).equals(bytes));
    const part = await storage.get(key, { start: 1000, end: 1999 });
    assert.equal(part?.size, 1000);
    assert.equal(part?.total, bytes.length);
    assert.ok((await buffer(part!.stream)).equals(bytes.subarray(1000, 2000)));

    const small = newStorageKey('img', 'png');
    await storage.putBuffer(small, Buffer.from('png bytes'), 'image/png');
    assert.equal((await buffer((await storage.get(small))!.stream)).toString(), 'png bytes');
    await storage.delete(small);
    assert.equal(await storage.get(small), null);
  });

  after(async () => {
    await server?.close();
  });
});
