import { useCallback, useState } from 'react';
import { App } from 'antd';
import { DOWNLOADING_TEXT, saveDownloadedFile, type DownloadedFile } from 'shared';

/**
 * Saves a file the API answers (a PDF, a zip, an xlsx) with 正在下载，请稍等... shown meanwhile; a refusal is shown by
 * the shared client. `busy` is the key of the download in progress (e.g. a row's id), for its button's spinner.
 */
export function useFileDownload<K extends string | number>() {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<K | null>(null);
  const download = useCallback(
    async (key: K, fetchFile: () => Promise<DownloadedFile>) => {
      setBusy(key);
      const hide = message.loading(DOWNLOADING_TEXT, 0);
      try {
        saveDownloadedFile(await fetchFile());
      } catch {
        // shown by the shared client
      } finally {
        hide();
        setBusy(null);
      }
    },
    [message],
  );
  return { busy, download };
}
