import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { playableAs, type ProbeResult } from './media-video.js';

const probe = (format: string, videoCodec: string, audioCodec = ''): ProbeResult => ({ duration: 1, width: 2, height: 2, format, videoCodec, audioCodec });

describe('playableAs', () => {
  it('keeps what browsers play and sends everything else to transcoding', () => {
    assert.deepEqual(playableAs(probe('mov,mp4,m4a,3gp,3g2,mj2', 'h264', 'aac')), { test: /\bmp4\b|\bmov\b|\bm4a\b/, ext: 'mp4', mime: 'video/mp4', video: ['h264'], audio: ['', 'aac', 'mp3'] });
    assert.equal(playableAs(probe('mov,mp4,m4a,3gp,3g2,mj2', 'h264'))?.mime, 'video/mp4');
    assert.equal(playableAs(probe('matroska,webm', 'vp9', 'opus'))?.mime, 'video/webm');
    assert.equal(playableAs(probe('mov,mp4,m4a,3gp,3g2,mj2', 'mpeg4', 'aac')), null);
    assert.equal(playableAs(probe('mov,mp4,m4a,3gp,3g2,mj2', 'hevc', 'aac')), null);
    assert.equal(playableAs(probe('matroska,webm', 'h264', 'aac')), null);
    assert.equal(playableAs(probe('avi', 'h264', 'mp3')), null);
    assert.equal(playableAs(probe('flv', 'h264', 'aac')), null);
  });
});
