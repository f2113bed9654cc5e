import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { MAX_PARTS_PER_VIDEO, concatenateFiles, finalUploadId, parseUploadConcat } from './media-concat.js';

const TUS = '/api/upload/video';
const a = 'a'.repeat(32);
const b = 'b'.repeat(32);

describe('parseUploadConcat', () => {
  it('reads partial, final lists of absolute or relative URLs, and no header', () => {
    assert.deepEqual(parseUploadConcat(undefined, TUS), { kind: 'single' });
    assert.deepEqual(parseUploadConcat('partial', TUS), { kind: 'partial' });
    assert.deepEqual(parseUploadConcat(`final;http://localhost:8080${TUS}/${a}  ${TUS}/${b}`, TUS), { kind: 'final', ids: [a, b] });
    assert.deepEqual(parseUploadConcat(`final; https://example.org${TUS}/${b}`, TUS), { kind: 'final', ids: [b] });
  });

  it('refuses anything else: other values, empty or long lists, duplicates, other paths, traversal, encodings', () => {
    const bad = [
      'partial;x',
      'final',
      'final;',
      `final;${TUS}/${a} ${TUS}/${a}`,
      `final;${TUS}/../video/${a}`,
      `final;${TUS}/%2e%2e/${a}`,
      `final;${TUS}/${a}%00`,
      `final;${TUS}\\${a}`,
      `final;${TUS}/${a}?x=1`,
      `final;${TUS}/${a}#x`,
      `final;/api/media/${a}`,
      `final;${a}`,
      `final;${TUS}/${a.toUpperCase()}`,
      `final;${TUS}/${a}/x`,
      `final;${Array.from({ length: MAX_PARTS_PER_VIDEO + 1 }, (_, i) => `${TUS}/${i.toString(16).padStart(32, '0')}`).join(' ')}`,
    ];
    for (const header of bad) assert.deepEqual(parseUploadConcat(header, TUS), { kind: 'invalid' }, header);
    assert.deepEqual(parseUploadConcat(['partial', 'partial'], TUS), { kind: 'invalid' });
  });
});

describe('finalUploadId', () => {
  it('names the same parts of the same user the same way, and nothing else', () => {
    assert.match(finalUploadId(1, [a, b]), /^[0-9a-f]{32}$/);
    assert.equal(finalUploadId(1, [a, b]), finalUploadId(1, [a, b]));
    assert.notEqual(finalUploadId(1, [a, b]), finalUploadId(1, [b, a]));
    assert.notEqual(finalUploadId(1, [a, b]), finalUploadId(2, [a, b]));
  });
});

describe('concatenateFiles', () => {
  it('writes the files in order and counts the bytes', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'saishi-concat-unit-'));
    try {
      const parts = ['one-', '', 'two-'.repeat(100_000), 'three'].map((text, i) => {
        const file = path.join(dir, `p${i}`);
        writeFileSync(file, text);
        return file;
      });
      const out = path.join(dir, 'out');
      const written = await concatenateFiles(parts, out);
      const joined = readFileSync(out, 'utf8');
      assert.equal(joined, `one-${'two-'.repeat(100_000)}three`);
      assert.equal(written, joined.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
