import type { UploadProps } from 'antd';
import { useState } from 'react';
import { uploadErrorMessage } from 'shared';

/**
 * The upload of one file for antd's `Upload` (`customRequest`): the progress while the bytes go out, the Chinese
 * error when it fails (the field shows it, so the client's own toast is off), and `onDone` with the result.
 */
export function useUploadRequest<R>(
  upload: (file: File, options: { silent: true; onProgress: (percent: number) => void }) => Promise<R>,
  onDone: (result: R) => void,
) {
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const customRequest: UploadProps['customRequest'] = async ({ file }) => {
    setError(null);
    setPercent(0);
    try {
      onDone(await upload(file as File, { silent: true, onProgress: setPercent }));
    } catch (failure) {
      setError(uploadErrorMessage(failure));
    } finally {
      setPercent(null);
    }
  };

  return { percent, error, uploading: percent !== null, customRequest };
}
