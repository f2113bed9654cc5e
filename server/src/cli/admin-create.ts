/**
 * `pnpm --filter server admin:create [--account <账号>] [--mobile <手机号>] [--nickname <昵称>]`: the first (or a
 * further) platform admin of a database without demo data. Asks what the flags do not give; the password comes
 * from ADMIN_PASSWORD or is asked twice without echo. With PGlite, stop the server first (one process per folder).
 */
import { parseArgs } from 'node:util';
import { createPlatformAdmin, newAdminProblem, AccountRefused } from '../services/platform-accounts.js';
import { askNewPassword, createPrompter, runAccountCommand } from './cli.js';

const { values } = parseArgs({ options: { account: { type: 'string' }, mobile: { type: 'string' }, nickname: { type: 'string' } } });

await runAccountCommand('创建失败', async (open) => {
  const prompter = createPrompter();
  try {
    const account = values.account ?? (await prompter.ask('账号（以字母开头，3-32位字母、数字或下划线）：'));
    const mobile = values.mobile ?? (values.account ? '' : await prompter.ask('手机号（可留空）：'));
    const password = await askNewPassword(prompter, 'ADMIN_PASSWORD', '密码');
    const input = { account, mobile: mobile || undefined, password, nickname: values.nickname };
    const problem = newAdminProblem(input);
    if (problem) throw new AccountRefused(problem);
    const database = await open();
    const admin = await createPlatformAdmin(database.db, input);
    return `已创建平台管理员 ${admin.account}（${database.kind}），请在 /admin/login 登录`;
  } finally {
    prompter.close();
  }
});
