/** What the account commands share: questions on the terminal (password hidden) or from piped lines, and exit codes. */
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { assertDataFolderFree, DataFolderInUse } from '../db/data-folder-lock.js';
import { AccountRefused } from '../services/platform-accounts.js';

export interface Prompter {
  ask(question: string, options?: { hidden?: boolean }): Promise<string>;
  close(): void;
}

/** On a terminal: readline questions, a hidden answer is not echoed. Piped: one line per question. */
export function createPrompter(): Prompter {
  if (process.stdin.isTTY) {
    let muted = false;
    const output = new Writable({
      write(chunk, encoding, callback) {
        if (!muted) process.stdout.write(chunk, encoding);
        callback();
      },
    });
    const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
    return {
      ask: (question, options = {}) =>
        new Promise((resolve) => {
          rl.question(question, (answer) => {
            if (muted) process.stdout.write('\n');
            muted = false;
            resolve(answer.trim());
          });
          // the question is written; what is typed after it is not echoed when hidden
          muted = Boolean(options.hidden);
        }),
      close: () => rl.close(),
    };
  }
  const rl = readline.createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question) {
      process.stdout.write(question);
      const next = await lines.next();
      process.stdout.write('\n');
      if (next.done) throw new AccountRefused('输入已结束');
      return String(next.value).trim();
    },
    close: () => rl.close(),
  };
}

/** A new password from the environment variable `envName`, or asked twice (hidden). */
export async function askNewPassword(prompter: Prompter, envName: string, label: string): Promise<string> {
  const fromEnv = process.env[envName];
  if (fromEnv) return fromEnv;
  const password = await prompter.ask(`${label}（8-32位，须同时包含字母和数字）：`, { hidden: true });
  const again = await prompter.ask(`再次输入${label}：`, { hidden: true });
  if (password !== again) throw new AccountRefused('两次输入的密码不一致');
  return password;
}

/**
 * Runs a command against the configured database (DATA_DIR or DATABASE_URL, as the server): a refusal or a bad
 * configuration prints `<failure>：<reason>` and exits with 1.
 */
export async function runAccountCommand(failure: string, command: (open: () => Promise<Database>) => Promise<string>): Promise<void> {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    // refused before any question while the server has the PGlite folder open
    if (!config.databaseUrl) assertDataFolderFree(config.pgliteDir);
    const message = await command(async () => {
      database = await openDatabase(config);
      return database;
    });
    console.log(message);
  } catch (error) {
    // DataFolderInUse: the server (or another command) has the PGlite folder open
    if (!(error instanceof AccountRefused || error instanceof ConfigError || error instanceof DataFolderInUse)) throw error;
    console.error(`${failure}：${error.message}`);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
