import { useCallback, useState } from 'react';
import { App } from 'antd';

export interface RowActions {
  /** The list's key: bumped after each action (and by `reload`), so the list is read again. */
  version: number;
  reload: () => void;
  /** Runs one call of a row (删除, 上架, 开始直播…), then says `done` and reads the list again; a refusal is shown by the shared client. */
  act: (run: () => Promise<unknown>, done: string) => Promise<void>;
}

/** The row actions of a back-office list page and the reload that follows each. */
export function useRowActions(): RowActions {
  const { message } = App.useApp();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const act = useCallback(
    async (run: () => Promise<unknown>, done: string) => {
      try {
        await run();
      } catch {
        return; // shown by the shared client
      }
      message.success(done);
      reload();
    },
    [message, reload],
  );
  return { version, reload, act };
}
