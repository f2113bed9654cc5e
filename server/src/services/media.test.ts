import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { VIDEO_KS_TTL_MS, checkUploadKey, displayName, extensionOf, fileMimeOf, issueVideoCredentials, readLimited, sniffImageType } from './media.js';

describe('sniffImageType', () => {
  it('knows PNG, JPEG, GIF and WEBP by their first bytes and nothing else', () => {
    assert.equal(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])), 'image/png');
    assert.equal(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe1])), 'image/jpeg');
    assert.equal(sniffImageType(Buffer.from('GIF89a......')), 'image/gif');
    assert.equal(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')), 'image/webp');
    for (const text of ['<html>', '<?xml version="1.0"?><svg/>', '<svg xmlns="http://www.w3.org/2000/svg"/>', '%PDF-1.7', '']) {
      assert.equal(sniffImageType(Buffer.from(text)), null, text);
    }
  });
});

describe('displayName and types of generic files', () => {
  it('keeps only the last path segment without control or reserved characters', () => {
    assert.equal(displayName('../../etc/passwd'), 'passwd');
    assert.equal(displayName('C:\\Users\\张三\\报名表.xlsx'), '报名表.xlsx');
    assert.equal(displayName('..'), 'file');
    assert.equal(displayName('a"<b>|c\u0000.pdf'), 'abc.pdf');
    assert.equal(displayName(undefined), 'file');
    assert.equal(displayName(`${'长'.repeat(150)}.pdf`).length, 100);
  });

  it('serves only allow-listed types, everything else as octet-stream', () => {
    assert.equal(extensionOf('章程.PDF'), 'pdf');
    assert.equal(extensionOf('noext'), 'bin');
    assert.equal(fileMimeOf('pdf'), 'application/pdf');
    assert.equal(fileMimeOf('html'), 'application/octet-stream');
    assert.equal(fileMimeOf('svg'), 'application/octet-stream');
  });
});

describe('readLimited', () => {
  it('returns the bytes under the limit and rejects past it', async () => {
    assert.equal((await readLimited(Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 4, () => new Error('big'))).toString(), 'abcd');
    await assert.rejects(readLimited(Readable.from([Buffer.from('abc'), Buffer.from('de')]), 4, () => new Error('太大')), /太大/);
  });
});

describe('video upload credentials', () => {
  const secret = 'session-secret';
  it('are valid for 30 minutes for the session that asked for them', () => {
    const now = Date.UTC(2026, 10, 23, 8, 0, 0);
    const c = issueVideoCredentials(secret, now);
    assert.equal(c.Expiration, new Date(now + VIDEO_KS_TTL_MS).toISOString());
    assert.equal(c.ks.split('.')[0], c.keyId);
    const header = `${c.ks}.${c.token}`;
    assert.equal(checkUploadKey(header, secret, now + 1000), 'ok');
    assert.equal(checkUploadKey(header, secret, now + VIDEO_KS_TTL_MS + 1), 'expired');
    assert.equal(checkUploadKey(header, 'another-session', now), 'invalid');
    assert.equal(checkUploadKey(`${c.keyId}.${now + 10 * VIDEO_KS_TTL_MS}.${c.token}`, secret, now), 'invalid');
    assert.equal(checkUploadKey(undefined, secret, now), 'missing');
    assert.equal(checkUploadKey('garbage', secret, now), 'invalid');
  });
});
