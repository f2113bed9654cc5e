/**
 * The crash test starts the real server (src/server.ts) 100 times per target. Under tsx every start resolves and
 * transforms ~200 modules through the loader thread; one esbuild bundle of the same sources (esbuild is what tsx
 * uses to transform them) starts faster. Packages from the registry stay external (node_modules as usual); the
 * workspace's own packages (`shared`, TypeScript sources node cannot load from node_modules) are bundled. Every
 * module keeps its own `import.meta.url` (config.ts finds the repository and db/client.ts the migrations through it).
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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

/** The names of the workspace's packages (pnpm-workspace.yaml's folders), which the bundle takes in. */
function workspacePackageNames(): Set<string> {
  const root = path.join(serverRoot, '..');
  const folders = [...readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((m) => m[1]);
  const names = new Set<string>();
  for (const folder of folders) {
    try {
      names.add((JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as { name: string }).name);
    } catch {
      // a line of the file that names no package folder
    }
  }
  return names;
}

/** Every bare import (`fastify`, `node:fs`, `@aws-sdk/client-s3`) stays external except the workspace's own packages. */
const externalPackages = (): esbuild.Plugin => ({
  name: 'external-packages-but-workspace',
  setup(build) {
    const workspace = workspacePackageNames();
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (path.isAbsolute(args.path)) return undefined;
      const parts = args.path.split('/');
      const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      return workspace.has(name) ? undefined : { path: args.path, external: true };
    });
  },
});

/** `CRASH_SERVER=tsx` starts `node --import tsx src/server.ts` instead of the bundle (slower, for comparison). */
export async function serverCommand(): Promise<ServerCommand> {
  const entry = path.join(serverRoot, 'src', 'server.ts');
  const flags = NODE_FLAGS.length ? `${NODE_FLAGS.join(' ')} ` : '';
  if (process.env.CRASH_SERVER === 'tsx') {
    return { args: [...NODE_FLAGS, '--import', 'tsx', entry], describe: `node ${flags}--import tsx src/server.ts`, dispose: () => undefined };
  }
  // inside the workspace's node_modules (a tool cache: neither linted nor committed), so the external packages resolve
  const dir = path.join(serverRoot, '..', 'node_modules', '.cache', 'saishi-crash');
  mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, `crash-server-${process.pid}.mjs`);
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      externalPackages(),
      {
        name: 'own-import-meta',
        setup(build) {
          build.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
            const url = pathToFileURL(args.path).href;
            const contents = readFileSync(args.path, 'utf8')
              .replaceAll('import.meta.url', JSON.stringify(url))
              .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
              .replaceAll('import.meta.filename', JSON.stringify(args.path));
            return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
          });
        },
      },
    ],
  });
  return {
    args: [...NODE_FLAGS, outfile],
    describe: `node ${flags}${path.relative(path.join(serverRoot, '..'), outfile)} (esbuild bundle of src/server.ts)`,
    dispose: () => rmSync(outfile, { force: true }),
  };
}
