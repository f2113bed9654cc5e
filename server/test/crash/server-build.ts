/**
 * The crash test starts the real server (src/server.ts) 100 times per target, compiled as production runs it
 * (scripts/bundle.ts: under tsx every start would resolve and transform ~200 modules through the loader thread).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bundleServer, serverRoot } from '../../scripts/bundle.js';

/** How a server process is started: the command and its arguments before nothing else. */
export interface ServerCommand {
  args: string[];
  describe: string;
  dispose(): void;
}

/**
 * V8 flags of the crash test's servers (CRASH_NODE_FLAGS overrides, '' for none). A round's server lives about a
 * second: the optimising compilers (TurboFan for JavaScript, and for PGlite's 8 MB of WebAssembly) would only
 * compete for the two cores and never pay back. The code run, and so what a crash can do to the data, is the same.
 * Measured on a busy 2-core machine: a PGlite start 4.2 → 2.4 s of CPU.
 */
const NODE_FLAGS = (process.env.CRASH_NODE_FLAGS ?? '--liftoff-only --no-opt').split(' ').filter(Boolean);

/** `CRASH_SERVER=tsx` starts `node --import tsx src/server.ts` instead of the bundle (slower, for comparison). */
export async function serverCommand(): Promise<ServerCommand> {
  const entry = path.join(serverRoot, 'src', 'server.ts');
  const flags = NODE_FLAGS.length ? `${NODE_FLAGS.join(' ')} ` : '';
  if (process.env.CRASH_SERVER === 'tsx') {
    return { args: [...NODE_FLAGS, '--import', 'tsx', entry], describe: `node ${flags}--import tsx src/server.ts`, dispose: () => undefined };
  }
  // inside the workspace's node_modules (a tool cache: neither linted nor committed), so the external packages resolve
  const outdir = path.join(serverRoot, '..', 'node_modules', '.cache', 'saishi-crash', String(process.pid));
  const { server: outfile } = await bundleServer(outdir);
  return {
    args: [...NODE_FLAGS, outfile],
    describe: `node ${flags}${path.relative(path.join(serverRoot, '..'), outfile)} (esbuild bundle of src/server.ts)`,
    dispose: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
