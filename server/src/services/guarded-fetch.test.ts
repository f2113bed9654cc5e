import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { checkFetchableUrl, checkResolvedUrl, GuardedFetchError, guardedGet, isPublicAddress } from './guarded-fetch.js';

const reasonOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (error) {
    if (error instanceof GuardedFetchError) return error.reason;
    throw error;
  }
  return 'fetched';
};

describe('isPublicAddress', () => {
  it('allows public unicast addresses only', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '120.55.1.10', '2606:4700:4700::1111', '2400:3200::1']) assert.equal(isPublicAddress(a), true, a);
    for (const a of [
      '127.0.0.1',
      '127.8.8.8',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.51.100.7',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:8.8.8.8',
      '64:ff9b::a9fe:a9fe',
      'fd00:ec2::254',
      'fe80::1',
      'ff02::1',
      'localhost',
      'not an address',
    ]) {
      assert.equal(isPublicAddress(a), false, a);
    }
  });
});

describe('checkFetchableUrl and checkResolvedUrl', () => {
  it('refuses other schemes, credentials and internal address literals in any spelling', async () => {
    assert.throws(() => checkFetchableUrl('ftp://video.example.com/a.m3u8'), (e: GuardedFetchError) => e.reason === 'scheme');
    assert.throws(() => checkFetchableUrl('file:///etc/passwd'), (e: GuardedFetchError) => e.reason === 'scheme');
    assert.throws(() => checkFetchableUrl('https://user:pw@video.example.com/a.m3u8'), (e: GuardedFetchError) => e.reason === 'scheme');
    for (const url of [
      'http://127.0.0.1/a.m3u8',
      'http://2130706433/a.m3u8',
      'http://0x7f.1/a.m3u8',
      'http://10.0.0.8:8080/a.m3u8',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/a.m3u8',
      'http://[::ffff:127.0.0.1]/a.m3u8',
    ]) {
      assert.throws(() => checkFetchableUrl(url), (e: GuardedFetchError) => e.reason === 'address', url);
    }
    assert.equal(checkFetchableUrl('https://8.8.8.8/a.m3u8').hostname, '8.8.8.8');
  });

  it('resolves host names and refuses one that resolves to an internal address', async () => {
    assert.equal(await reasonOf(() => checkResolvedUrl('http://localhost/a.m3u8')), 'address');
    assert.equal(await reasonOf(() => checkResolvedUrl('http://no-such-host.invalid/a.m3u8')), 'network');
  });
});

describe('guardedGet', () => {
  let server: http.Server;
  let base = '';
  let hits: string[] = [];
  const onlyLoopback = (a: string) => a === '127.0.0.1';

  before(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      const body = Buffer.from('0123456789abcdefghij');
      switch (req.url) {
        case '/ok':
          return res.end(body);
        case '/big':
          return res.end(Buffer.alloc(5000));
        case '/range': {
          const m = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
          if (!m) return res.end(body);
          const [start, end] = [Number(m[1]), Number(m[2])];
          res.writeHead(206, { 'content-range': `bytes ${start}-${end}/${body.length}` });
          return res.end(body.subarray(start, end + 1));
        }
        case '/no-range':
          return res.end(body);
        case '/to-ok':
          res.writeHead(302, { location: '/ok' });
          return res.end();
        case '/to-metadata':
          res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/iam/' });
          return res.end();
        case '/to-private':
          res.writeHead(301, { location: 'http://10.0.0.1/internal' });
          return res.end();
        case '/to-localhost':
          res.writeHead(307, { location: `http://localhost:${(server.address() as AddressInfo).port}/ok` });
          return res.end();
        case '/loop':
          res.writeHead(302, { location: '/loop' });
          return res.end();
        case '/slow':
          return; // never answers
        default:
          res.writeHead(404);
          return res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const get = (path: string, extra: Partial<Parameters<typeof guardedGet>[1]> = {}) =>
    guardedGet(`${base}${path}`, { maxBytes: 1000, timeoutMs: 3000, allowAddress: onlyLoopback, ...extra });

  it('never connects to the loopback address by default', async () => {
    hits = [];
    assert.equal(await reasonOf(() => guardedGet(`${base}/ok`, { maxBytes: 1000, timeoutMs: 3000 })), 'address');
    const port = (server.address() as AddressInfo).port;
    assert.equal(await reasonOf(() => guardedGet(`http://localhost:${port}/ok`, { maxBytes: 1000, timeoutMs: 3000 })), 'address');
    assert.deepEqual(hits, []);
  });

  it('reads a body, follows a redirect, and answers a range either way', async () => {
    assert.equal((await get('/ok')).toString(), '0123456789abcdefghij');
    assert.equal((await get('/to-ok')).toString(), '0123456789abcdefghij');
    assert.equal((await get('/range', { range: { start: 5, end: 9 } })).toString(), '56789');
    assert.equal((await get('/no-range', { range: { start: 5, end: 9 } })).toString(), '56789');
  });

  it('refuses redirects to metadata, private and loopback addresses without connecting to them', async () => {
    assert.equal(await reasonOf(() => get('/to-metadata')), 'address');
    assert.equal(await reasonOf(() => get('/to-private')), 'address');
    // a name that resolves to a refused address (the allow-list of this test admits 127.0.0.1, not ::1)
    assert.equal(await reasonOf(() => get('/to-localhost', { allowAddress: () => false })), 'address');
    assert.equal(await reasonOf(() => get('/loop')), 'status');
  });

  it('limits size and time, and reports HTTP errors', async () => {
    assert.equal(await reasonOf(() => get('/big')), 'size');
    assert.equal(await reasonOf(() => get('/missing')), 'status');
    const started = Date.now();
    assert.equal(await reasonOf(() => get('/slow', { timeoutMs: 300 })), 'timeout');
    assert.ok(Date.now() - started < 2000);
  });
});
