import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { frameKind, mainThreadProfile, summariseProfile } from './cpu-profile.mjs';

const frame = (functionName, url = '', lineNumber = 0) => ({ functionName, url, lineNumber, columnNumber: 0, scriptId: '0' });

// a profile of five samples 100 µs apart, from t = 1000 µs: idle, our handler, drizzle, the socket's writev, idle
const profile = {
  startTime: 1000,
  endTime: 1500,
  nodes: [
    { id: 1, callFrame: frame('(idle)') },
    { id: 2, callFrame: frame('listHandler', 'file:///work/main/server/src/routes/competition/index.ts', 70) },
    { id: 3, callFrame: frame('is', 'file:///work/main/node_modules/drizzle-orm/entity.js', 1) },
    { id: 4, callFrame: frame('writev') },
  ],
  samples: [1, 2, 3, 4, 1],
  timeDeltas: [0, 100, 100, 100, 100],
};

describe('frameKind', () => {
  it('names packages (scoped too), the server code by folder, Node modules, WebAssembly and native calls', () => {
    expect(frameKind(frame('x', 'file:///a/node_modules/.pnpm/fastify@5/node_modules/fastify/lib/route.js'))).toBe('fastify');
    expect(frameKind(frame('x', 'file:///a/node_modules/@fastify/compress/index.js'))).toBe('@fastify/compress');
    expect(frameKind(frame('x', 'file:///work/main/server/src/plugins/app/auth.ts'))).toBe('server/src/plugins/');
    expect(frameKind(frame('x', 'file:///work/main/server/src/app.ts'))).toBe('server/src/app.ts');
    expect(frameKind(frame('x', 'node:internal/streams/writable'))).toBe('node:streams');
    expect(frameKind(frame('x', 'node:_http_outgoing'))).toBe('node:_http_outgoing');
    expect(frameKind(frame('writev'))).toBe('(native) writev');
    expect(frameKind(frame('(garbage collector)'))).toBe('(garbage collector)');
    expect(frameKind(frame('$func4021', 'wasm://wasm/0213b7ae'))).toBe('(wasm)');
  });
});

describe('summariseProfile', () => {
  it('shares the whole profile by kind and by function, the largest first', () => {
    const summary = summariseProfile(profile);
    expect(summary.micros).toBe(500);
    expect(summary.kinds[0]).toEqual({ name: '(idle)', share: 0.4 });
    expect(summary.kinds).toContainEqual({ name: 'server/src/routes/', share: 0.2 });
    expect(summary.kinds).toContainEqual({ name: 'drizzle-orm', share: 0.2 });
    expect(summary.functions).toContainEqual({ name: 'listHandler server/src/routes/competition/index.ts:71', share: 0.2 });
    expect(summary.functions).toContainEqual({ name: 'writev', share: 0.2 });
  });

  it('keeps only the samples of the window, and only `top` names', () => {
    const summary = summariseProfile(profile, { from: 1150, to: 1350, top: 1 });
    expect(summary.micros).toBe(200);
    expect(summary.kinds).toHaveLength(1);
    expect(summary.kinds[0].share).toBe(0.5);
  });

  it('answers nothing, not a division by zero, for a window without samples', () => {
    expect(summariseProfile(profile, { from: 5000, to: 6000 })).toEqual({ micros: 0, kinds: [], functions: [] });
  });
});

describe('mainThreadProfile', () => {
  it('reads the largest profile of the folder (the main thread), and answers null for an empty folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cpu-profile-test-'));
    try {
      expect(mainThreadProfile(dir)).toBeNull();
      writeFileSync(path.join(dir, 'loader.cpuprofile'), JSON.stringify({ nodes: [], samples: [] }));
      writeFileSync(path.join(dir, 'main.cpuprofile'), JSON.stringify(profile));
      expect(mainThreadProfile(dir)).toEqual(profile);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
