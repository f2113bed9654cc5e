import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inputArgs, playableAs, sniffVideoContainer, type ProbeResult } from './media-video.js';

const probe = (format: string, videoCodec: string, audioCodec = ''): ProbeResult => ({ demuxer: 'mov', duration: 1, width: 2, height: 2, format, videoCodec, audioCodec });

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

describe('sniffVideoContainer', () => {
  const withAt = (length: number, bytes: Record<number, number>) => {
    const b = Buffer.alloc(length);
    for (const [at, value] of Object.entries(bytes)) b[Number(at)] = value;
    return b;
  };
  const box = (type: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(type, 'latin1'), Buffer.alloc(16)]);

  it('knows each container a video upload may be in by its first bytes', () => {
    assert.equal(sniffVideoContainer(box('ftyp')), 'mov');
    assert.equal(sniffVideoContainer(box('moov')), 'mov');
    assert.equal(sniffVideoContainer(Buffer.concat([Buffer.from('1a45dfa3', 'hex'), Buffer.alloc(20)])), 'matroska');
    assert.equal(sniffVideoContainer(Buffer.from('RIFF\x10\x00\x00\x00AVI LIST', 'latin1')), 'avi');
    assert.equal(sniffVideoContainer(Buffer.from('FLV\x01\x05\x00\x00\x00\x09', 'latin1')), 'flv');
    assert.equal(sniffVideoContainer(withAt(600, { 0: 0x47, 188: 0x47, 376: 0x47 })), 'mpegts');
    assert.equal(sniffVideoContainer(withAt(600, { 4: 0x47, 196: 0x47, 388: 0x47 })), 'mpegts');
    assert.equal(sniffVideoContainer(Buffer.concat([Buffer.from('000001ba', 'hex'), Buffer.alloc(20)])), 'mpeg');
    assert.equal(sniffVideoContainer(Buffer.concat([Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex'), Buffer.alloc(20)])), 'asf');
    assert.equal(sniffVideoContainer(Buffer.from('OggS\x00\x02', 'latin1')), 'ogg');
  });

  it('knows no container in playlists, file lists, pages, images or too few bytes', () => {
    for (const text of ['#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nhttp://127.0.0.1/a.ts\n', 'ffconcat version 1.0\nfile /etc/passwd\n', '<html></html>', 'v=0\r\no=- 0 0 IN IP4 127.0.0.1\r\n', '']) {
      assert.equal(sniffVideoContainer(Buffer.from(text)), null, text);
    }
    assert.equal(sniffVideoContainer(Buffer.from('GIF89a'.padEnd(400, 'x'))), null);
    assert.equal(sniffVideoContainer(withAt(300, { 0: 0x47, 188: 0x47 })), null, 'two TS packets are too few to tell');
    assert.equal(sniffVideoContainer(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1')), null);
  });

  it('makes ffprobe and ffmpeg read the upload as that container through the file protocol only', () => {
    assert.deepEqual(inputArgs('/data/tus/abc', 'mov'), ['-protocol_whitelist', 'file', '-f', 'mov', '-i', 'file:/data/tus/abc']);
  });
});
