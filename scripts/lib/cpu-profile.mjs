// A summary of a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) for the bench report (`pnpm bench`): where the
// samples of a time window went, by kind — idle (waiting for the database or the network), garbage collection, the
// server's own code, each package, Node's internals, native calls such as the socket's writev — and by function (self
// time). The text form of a flame graph: what a route's time is spent on, read next to its requests/s.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The profile of a process's main thread among the .cpuprofile files `node --cpu-prof` wrote into `dir` (the
 * largest: tsx's loader thread writes one too), parsed; null when there is none.
 */
export function mainThreadProfile(dir) {
  const files = readdirSync(dir).map((f) => path.join(dir, f));
  const main = files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
  return main ? JSON.parse(readFileSync(main, 'utf8')) : null;
}

/** The process's monotonic clock in microseconds: the clock of a profile's timestamps (V8 and libuv both read CLOCK_MONOTONIC on Linux). */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** The kind of a call frame: a package, the server's code by folder, a Node.js module, WebAssembly, or a native or V8 entry. */
export function frameKind({ functionName, url }) {
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first, second] = url.slice(modules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const server = url.indexOf('/server/src/');
  if (server >= 0) {
    const parts = url.slice(server + '/server/src/'.length).split('/');
    return `server/src/${parts.length > 1 ? `${parts[0]}/` : parts[0]}`;
  }
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/')[0];
  // WebAssembly compiled in the process (PGlite's PostgreSQL engine): its frames carry no package path
  if (url.startsWith('wasm://')) return '(wasm)';
  return 'other';
}

/** A frame's readable name: function, file (below node_modules or the repository) and line (1-based). */
function frameName({ functionName, url, lineNumber }) {
  const file = url.replace(/^file:\/\//, '').replace(/.*\/node_modules\//, '').replace(/.*\/server\/src\//, 'server/src/');
  return url ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` : functionName || '(anonymous)';
}

/**
 * The samples of `profile` taken between `from` and `to` (microseconds of the monotonic clock; the whole profile when
 * left out), as shares of that time: `kinds` and `functions` (self time), the largest first, `top` of each.
 */
export function summariseProfile(profile, { from = -Infinity, to = Infinity, top = 12 } = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const kinds = new Map();
  const functions = new Map();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) return;
    const frame = nodes.get(id);
    if (!frame) return;
    // a sample's weight is the time until the next one (the last sample: the profile's end)
    const weight = (i + 1 < profile.samples.length ? profile.timeDeltas[i + 1] : profile.endTime - at) ?? 0;
    total += weight;
    const kind = frameKind(frame);
    kinds.set(kind, (kinds.get(kind) ?? 0) + weight);
    const name = frameName(frame);
    functions.set(name, (functions.get(name) ?? 0) + weight);
  });
  const shares = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, share: total > 0 ? micros / total : 0 }));
  return { micros: total, kinds: shares(kinds), functions: shares(functions) };
}
