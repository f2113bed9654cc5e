/**
 * GET of an address a user typed (a replay on an external streaming service) from the server, without letting it
 * reach the server's own network (SSRF): only http and https; the host name is resolved here and every address it
 * resolves to must be public — loopback, private, carrier-grade NAT, link-local (cloud metadata 169.254.169.254),
 * multicast, reserved and documentation ranges, IPv4-mapped and NAT64 IPv6 are refused. The check runs inside the
 * socket's own DNS lookup, so the address checked is the address connected to (no rebinding between check and
 * connect). Redirects are followed by hand (at most 3), each hop checked again. The body is read into memory up to
 * `maxBytes`; the whole request has a time limit. No cookies, no credentials, no proxy.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export type FetchFailure = 'address' | 'scheme' | 'status' | 'size' | 'timeout' | 'network';

/** A refused or failed fetch; `reason` says which (the caller turns it into a Chinese message). */
export class GuardedFetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'GuardedFetchError';
  }
}

// two lists: a BlockList also matches IPv4 addresses against its IPv4-mapped IPv6 rules
const blockedV4 = new net.BlockList();
const blockedV6 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (also some clouds' metadata, e.g. 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blockedV4.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local (e.g. fd00:ec2::254 metadata)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blockedV6.addSubnet(prefix, bits, 'ipv6');
}

/** True for an IP address the server may connect to on a user's behalf: a public unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return family === 4 ? !blockedV4.check(address, 'ipv4') : !blockedV6.check(address, 'ipv6');
}

export interface GuardedFetchOptions {
  /** Bytes of body accepted; more is a `size` failure. */
  maxBytes: number;
  /** Time for the whole request (connection, redirects, body), ms. */
  timeoutMs: number;
  /** Inclusive byte range to ask for (answered with 206, or 200 when the server ignores ranges: then cut here). */
  range?: { start: number; end: number };
  signal?: AbortSignal;
  /** Which addresses may be connected to (default: public ones only). Tests serve from 127.0.0.1 with it. */
  allowAddress?: (address: string) => boolean;
}

const MAX_REDIRECTS = 3;

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** A `lookup` for http.request that refuses host names resolving to any address that is not allowed. */
function guardedLookup(allow: (address: string) => boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as dns.LookupAddress[];
      if (list.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), []);
      if (list.some((a) => !allow(a.address))) return callback(new GuardedFetchError('address', `${hostname} resolves to a refused address`), []);
      if (options.all) return callback(null, list);
      return callback(null, list[0].address, list[0].family);
    });
  };
}

/** Checks scheme and (for an address literal) the address of a URL; throws GuardedFetchError. */
export function checkFetchableUrl(raw: string | URL, allow: (address: string) => boolean = isPublicAddress): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new GuardedFetchError('scheme', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new GuardedFetchError('scheme', `scheme ${url.protocol} refused`);
  if (url.username || url.password) throw new GuardedFetchError('scheme', 'credentials in URL refused');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !allow(host)) throw new GuardedFetchError('address', `address ${host} refused`);
  return url;
}

/**
 * Resolves the host of a URL now and checks every address (the quick answer for a request; the fetch itself
 * checks again when it connects). Throws GuardedFetchError ('address', 'scheme' or 'network').
 */
export async function checkResolvedUrl(raw: string, allow: (address: string) => boolean = isPublicAddress, timeoutMs = 5000): Promise<URL> {
  const url = checkFetchableUrl(raw, allow);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return url;
  // dns.lookup (getaddrinfo, /etc/hosts included) is what the connection itself uses
  let addresses: dns.LookupAddress[];
  try {
    addresses = await Promise.race([
      dns.promises.lookup(host, { all: true }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('dns timeout')), timeoutMs).unref()),
    ]);
  } catch {
    throw new GuardedFetchError('network', `cannot resolve ${host}`);
  }
  if (addresses.length === 0) throw new GuardedFetchError('network', `cannot resolve ${host}`);
  if (addresses.some((a) => !allow(a.address))) throw new GuardedFetchError('address', `${host} resolves to a refused address`);
  return url;
}

/** GET `raw` under the guard; resolves with the body (the requested range of it). */
export async function guardedGet(raw: string, options: GuardedFetchOptions): Promise<Buffer> {
  const allow = options.allowAddress ?? isPublicAddress;
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  let url = checkFetchableUrl(raw, allow);
  for (let hop = 0; ; hop += 1) {
    const answer = await requestOnce(url, options, allow, signal);
    if ('location' in answer) {
      if (hop >= MAX_REDIRECTS) throw new GuardedFetchError('status', 'too many redirects');
      url = checkFetchableUrl(new URL(answer.location, url), allow);
      continue;
    }
    return answer.body;
  }
}

function requestOnce(
  url: URL,
  options: GuardedFetchOptions,
  allow: (address: string) => boolean,
  signal: AbortSignal,
): Promise<{ body: Buffer } | { location: string }> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError(signal));
    const headers: Record<string, string> = { 'user-agent': 'saishi-replay/1.0', accept: '*/*', 'accept-encoding': 'identity' };
    const { range } = options;
    if (range) headers.range = `bytes=${range.start}-${range.end}`;
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(url, { method: 'GET', headers, lookup: guardedLookup(allow) as unknown as net.LookupFunction, agent: false, signal });
    req.on('error', (error) => {
      if (error instanceof GuardedFetchError) return reject(error);
      const cause = (error as NodeJS.ErrnoException).cause;
      if (cause instanceof GuardedFetchError) return reject(cause);
      if (signal.aborted) return reject(abortError(signal));
      reject(new GuardedFetchError('network', error.message));
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status) && res.headers.location) {
        resolve({ location: res.headers.location });
        return void res.resume();
      }
      const partial = status === 206 && range !== undefined;
      if (status !== 200 && !partial) {
        reject(new GuardedFetchError('status', `HTTP ${status}`));
        return void res.resume();
      }
      if (partial) {
        const m = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(String(res.headers['content-range'] ?? ''));
        if (!m || Number(m[1]) !== range.start) {
          reject(new GuardedFetchError('status', 'unexpected Content-Range'));
          return void res.resume();
        }
      }
      // a server that ignores Range sends the whole resource: read up to the range's end and cut
      const skip = range && !partial ? range.start : 0;
      const want = range ? range.end - range.start + 1 : Infinity;
      const limit = Math.min(options.maxBytes, want);
      if (range && want > options.maxBytes) {
        reject(new GuardedFetchError('size', 'range larger than allowed'));
        return void res.destroy();
      }
      if (skip > options.maxBytes) {
        reject(new GuardedFetchError('size', 'server ignores ranges'));
        return void res.destroy();
      }
      const declared = Number(res.headers['content-length']);
      if (!range && Number.isFinite(declared) && declared > options.maxBytes) {
        reject(new GuardedFetchError('size', `body of ${declared} bytes`));
        return void res.destroy();
      }
      const chunks: Buffer[] = [];
      let seen = 0;
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        let part = chunk;
        if (seen < skip) {
          const drop = Math.min(skip - seen, part.length);
          part = part.subarray(drop);
          seen += drop;
        }
        seen += part.length;
        if (kept + part.length > limit) {
          if (range) {
            // enough of an ignored range: done
            chunks.push(part.subarray(0, limit - kept));
            kept = limit;
            resolve({ body: Buffer.concat(chunks) });
            return res.destroy();
          }
          reject(new GuardedFetchError('size', `body over ${options.maxBytes} bytes`));
          return res.destroy();
        }
        chunks.push(part);
        kept += part.length;
      });
      res.on('end', () => resolve({ body: Buffer.concat(chunks) }));
      res.on('error', (error) => reject(signal.aborted ? abortError(signal) : new GuardedFetchError('network', error.message)));
      res.on('aborted', () => reject(signal.aborted ? abortError(signal) : new GuardedFetchError('network', 'connection closed')));
    });
    req.end();
  });
}

function abortError(signal: AbortSignal): Error {
  const reason = signal.reason as Error | undefined;
  if (reason?.name === 'TimeoutError') return new GuardedFetchError('timeout', 'timed out');
  return reason instanceof Error ? reason : new Error('aborted');
}
