#!/usr/bin/env node
// Fills deploy/nginx/saishi.conf (its {{VALUES}}) and prints the result (docs/deploying.md):
//   node deploy/nginx/render.mjs --listen 80 --server-name saishi.example.cn --apps-dir /srv/saishi/app \
//     --api 10.0.0.11:8081,10.0.0.11:8082,10.0.0.12:8081,10.0.0.12:8082 > /etc/nginx/conf.d/saishi.conf
// scripts/test-scale.mjs and scripts/bench-scale.mjs use renderNginxConf for their local nginx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const templateFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'saishi.conf');

/**
 * @param {{ listen: string | number, serverName?: string, appsDir: string, api: string[] }} values
 * `api`: the API processes as `host:port`; each becomes a `server` line that nginx skips for 10 s after 3 failures in 10 s
 * (a process that is down fails 3 times within milliseconds; one slow answer of a busy process does not take it out).
 */
export function renderNginxConf({ listen, serverName = '_', appsDir, api }) {
  if (api.length === 0) throw new Error('at least one API process (--api host:port)');
  const values = {
    LISTEN: String(listen),
    SERVER_NAME: serverName,
    APPS_DIR: path.resolve(appsDir),
    API_SERVERS: api.map((a) => `server ${a} max_fails=3 fail_timeout=10s;`).join('\n    '),
  };
  const text = readFileSync(templateFile, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (whole, name, offset, all) => {
    // the header comment names the placeholders: leave comment lines as they are
    const lineStart = all.lastIndexOf('\n', offset) + 1;
    if (all.slice(lineStart, offset).trimStart().startsWith('#')) return whole;
    if (!(name in values)) throw new Error(`unknown placeholder {{${name}}}`);
    return values[name];
  });
  return text;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    if (i < 0 || i + 1 >= args.length) {
      if (fallback !== undefined) return fallback;
      console.error(`missing --${name}\nusage: node deploy/nginx/render.mjs --listen 80 [--server-name example.cn] --apps-dir /srv/saishi/app --api 10.0.0.11:8081,10.0.0.12:8081`);
      process.exit(2);
    }
    return args[i + 1];
  };
  process.stdout.write(
    renderNginxConf({ listen: opt('listen'), serverName: opt('server-name', '_'), appsDir: opt('apps-dir'), api: opt('api').split(',').map((s) => s.trim()).filter(Boolean) }),
  );
}
