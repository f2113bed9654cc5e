import { useCallback } from 'react';
import { App } from 'antd';
import { useConfirm } from 'shared/antd';
import { deleteCompetition } from '../api/delete-competition';
import { fileCompetition } from '../api/file-competition';
import type { CompetitionType } from '../api/types';
import { withdrawCompetition } from '../api/withdraw-competition';
import { typeText } from './competition-rules';

interface Target {
  id: number;
  name: string;
  c_type: CompetitionType;
}

/**
 * 报备 / 撤回 / 删除 with a confirmation each; `onChanged` runs after a success (reload the list or the page).
 * A refusal of the server is shown by the shared client (its errors[0].msg); nothing changes then.
 */
export function useCompetitionActions(onChanged: (action: 'file' | 'withdraw' | 'delete') => void) {
  const { message } = App.useApp();
  const confirm = useConfirm();

  const run = useCallback(
    async (action: 'file' | 'withdraw' | 'delete', c: Target) => {
      const noun = typeText(c.c_type);
      const texts = {
        file: { title: `提交${noun}报备`, content: `确定将「${c.name}」提交平台审核吗？审核期间不能修改。`, done: '已提交报备，请等待平台审核', call: fileCompetition },
        withdraw: { title: '撤回报备', content: `确定撤回「${c.name}」的报备吗？`, done: '已撤回报备', call: withdrawCompetition },
        delete: { title: `删除${noun}`, content: `确定删除「${c.name}」吗？删除后不能恢复。`, done: '已删除', call: deleteCompetition },
      }[action];
      let ok = false;
      await confirm({ title: texts.title, content: texts.content, danger: action === 'delete' }, async () => {
        try {
          await texts.call(c.id);
          ok = true;
        } catch {
          // shown by the shared client
        }
      });
      if (ok) {
        message.success(texts.done);
        onChanged(action);
      }
    },
    [confirm, message, onChanged],
  );

  return {
    file: (c: Target) => run('file', c),
    withdraw: (c: Target) => run('withdraw', c),
    remove: (c: Target) => run('delete', c),
  };
}
