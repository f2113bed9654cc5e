/**
 * `pnpm --filter server password:reset [--account <账号>]`: a new password for an existing account (the rules of
 * 修改密码, no demo password), every session of it ended. The password comes from NEW_PASSWORD or is asked twice
 * without echo. With PGlite, stop the server first (one process per folder).
 */
import { parseArgs } from 'node:util';
import { newPasswordProblem } from '../services/password-policy.js';
import { AccountRefused, resetPassword } from '../services/platform-accounts.js';
import { askNewPassword, createPrompter, runAccountCommand } from './cli.js';

const { values } = parseArgs({ options: { account: { type: 'string' } } });

await runAccountCommand('修改失败', async (open) => {
  const prompter = createPrompter();
  try {
    const account = values.account ?? (await prompter.ask('账号：'));
    const password = await askNewPassword(prompter, 'NEW_PASSWORD', '新密码');
    const problem = newPasswordProblem(password, '新密码');
    if (problem) throw new AccountRefused(problem);
    const database = await open();
    const user = await resetPassword(database.db, account, password);
    return `已为账号 ${user.account} 设置新密码，它的会话已全部结束`;
  } finally {
    prompter.close();
  }
});
