// Small helpers for the workspace scripts (start, dev, test, bench).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apps = ['shell', 'mf-official', 'mf-competition', 'mf-finance', 'mf-venue', 'mf-account'];

/** Run a command, streaming its output; resolves with the exit code (never rejects). */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Like run, but also captures stdout and stderr (still echoed) so a summary can be read from them. */
export function runCapture(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, ...options, stdio: ['inherit', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      out += chunk.toString();
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
    child.on('error', () => resolve({ code: 127, out }));
  });
}

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Apps whose build is missing or older than their sources (or the shared package). */
export function staleApps() {
  const sharedTime = Math.max(newestMtime(path.join(root, 'shared/src')), newestMtime(path.join(root, 'shared/tooling')));
  return apps.filter((app) => {
    const marker = path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!existsSync(marker)) return true;
    const built = statSync(marker).mtimeMs;
    return Math.max(newestMtime(path.join(root, app, 'src')), sharedTime) > built;
  });
}

/** Build the given apps, two at a time (the machine has two cores). */
export async function buildApps(list) {
  if (list.length === 0) return 0;
  console.log(`构建应用: ${list.join(', ')}`);
  const filters = list.flatMap((app) => ['--filter', `./${app}`]);
  return run('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build']);
}
