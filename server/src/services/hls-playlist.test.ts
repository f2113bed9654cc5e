import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bestVariant, parseAttributes, parsePlaylist, PlaylistError } from './hls-playlist.js';

describe('parsePlaylist', () => {
  it('reads a VOD media playlist with byte ranges in one file (as the demo stream)', () => {
    const p = parsePlaylist(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:4',
        '#EXT-X-TARGETDURATION:2',
        '#EXTINF:2.000000,',
        '#EXT-X-BYTERANGE:74260@0',
        'seg.ts',
        '#EXTINF:1.5,',
        '#EXT-X-BYTERANGE:75952',
        'seg.ts',
        '#EXT-X-ENDLIST',
        '',
      ].join('\r\n'),
    );
    assert.equal(p.kind, 'media');
    if (p.kind !== 'media') return;
    assert.deepEqual(p.segments, [
      { uri: 'seg.ts', duration: 2, range: { offset: 0, length: 74260 } },
      { uri: 'seg.ts', duration: 1.5, range: { offset: 74260, length: 75952 } },
    ]);
    assert.equal(p.duration, 3.5);
    assert.equal(p.encrypted, false);
    assert.equal(p.init, undefined);
  });

  it('reads the initialisation section of fragmented MP4 and notices encryption', () => {
    const p = parsePlaylist('#EXTM3U\n#EXT-X-MAP:URI="init.mp4",BYTERANGE="720@0"\n#EXT-X-KEY:METHOD=AES-128,URI="k.key"\n#EXTINF:4,\nf0.m4s\n');
    assert.ok(p.kind === 'media');
    assert.deepEqual(p.init, { uri: 'init.mp4', range: { offset: 0, length: 720 } });
    assert.equal(p.encrypted, true);
    const clear = parsePlaylist('#EXTM3U\n#EXT-X-KEY:METHOD=NONE\n#EXTINF:4,\nf0.ts\n');
    assert.ok(clear.kind === 'media' && !clear.encrypted);
  });

  it('reads the variants of a master playlist and picks the highest bandwidth', () => {
    const p = parsePlaylist(
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"\nlow/index.m3u8\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=2800000,RESOLUTION=1280x720\nhigh/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=1400000\nmid.m3u8\n',
    );
    assert.ok(p.kind === 'master');
    assert.equal(p.variants.length, 3);
    assert.deepEqual(bestVariant(p), { uri: 'high/index.m3u8', bandwidth: 2_800_000 });
  });

  it('refuses what is not a usable playlist', () => {
    for (const text of [
      '<html>not found</html>',
      '#EXTM3U\n#EXT-X-ENDLIST\n',
      '#EXTM3U\n#EXTINF:abc,\na.ts\n',
      '#EXTM3U\n#EXTINF:2,\n#EXT-X-BYTERANGE:100\na.ts\n',
      '#EXTM3U\n#EXT-X-MAP:URI="a.mp4"\n#EXTINF:2,\na.m4s\n#EXT-X-MAP:URI="b.mp4"\n#EXTINF:2,\nb.m4s\n',
    ]) {
      assert.throws(() => parsePlaylist(text), PlaylistError, text);
    }
  });

  it('parses attribute lists with quoted commas', () => {
    assert.deepEqual(parseAttributes('BANDWIDTH=1,CODECS="a,b",URI="x.m3u8"'), { BANDWIDTH: '1', CODECS: 'a,b', URI: 'x.m3u8' });
  });
});
