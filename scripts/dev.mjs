// `pnpm dev`: every app with live reload (webpack-dev-server) plus the API in watch mode, in demo mode (the demo
// accounts, and SMS codes in the outbox at /api/dev/sms_outbox unless SMS_SENDER says otherwise).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { apps, root } from './lib.mjs';

const children = [
  spawn('pnpm', ['--filter', 'server', 'dev'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      DEMO_MODE: 'true',
      SMS_SENDER: process.env.SMS_SENDER || 'outbox',
      REMOTES_JSON: path.join(root, 'scripts/remotes.dev.json'),
    },
  }),
  ...apps.map((app) => spawn('pnpm', ['--filter', app, 'dev'], { cwd: root, stdio: 'inherit' })),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && console.error(`进程退出，代码 ${code}`));
