/**
 * The production server as compiled JavaScript: one esbuild bundle of src/server.ts (`server.mjs`) and one of the
 * track-parsing thread (`track-file-thread.mjs`). `pnpm --filter server build` writes them to server/dist; `pnpm start`
 * builds and runs it, and so do a deployment's API processes (docs/deploying.md), the scale test and the crash test.
 *
 * Under tsx every start resolves and transforms ~200 modules through a loader thread (and a worker thread has to
 * register tsx again); the bundle is what tsx would have produced, in two files node loads as they are:
 * - packages from the registry stay external (node_modules as usual, with their native parts); the workspace's own
 *   packages (`shared`: TypeScript that node cannot load from node_modules) are bundled in;
 * - every module keeps its own `import.meta.url`, its source file's (config.ts finds the repository and db/client.ts
 *   the migrations through it), so a bundle runs from the checkout it was built in;
 * - the track-parsing pool (services/track-files.ts) starts its threads on the thread bundle beside the server's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

/** Each module's `import.meta.url`, `dirname` and `filename` stay those of its source file. */
const ownImportMeta = (): esbuild.Plugin => ({
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
});

export interface ServerBundle {
  /** the server's entry: `node <server>` starts it as `tsx src/server.ts` would */
  server: string;
  /** the track-parsing thread's entry */
  trackThread: string;
}

/** Bundles the server and its thread into `outdir` (created or overwritten). */
export async function bundleServer(outdir: string): Promise<ServerBundle> {
  const server = path.join(outdir, 'server.mjs');
  const trackThread = path.join(outdir, 'track-file-thread.mjs');
  await esbuild.build({
    entryPoints: { server: path.join(serverRoot, 'src', 'server.ts'), 'track-file-thread': path.join(serverRoot, 'src', 'services', 'track-file-thread.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // services/track-files.ts: the thread's entry in a bundle (its own import.meta.url names the .ts source)
    define: { __TRACK_THREAD_BUNDLE__: JSON.stringify(pathToFileURL(trackThread).href) },
    plugins: [externalPackages(), ownImportMeta()],
  });
  return { server, trackThread };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = path.join(serverRoot, 'dist');
  const started = performance.now();
  const { server } = await bundleServer(outdir);
  console.log(`服务器已编译：${path.relative(process.cwd(), server)}（${Math.round(performance.now() - started)} ms）`);
}
