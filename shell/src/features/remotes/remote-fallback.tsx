import { useState } from 'react';
import { PlainResult } from '../system';
import { remoteLabel } from './remote-names';

export interface RemoteFallbackProps {
  remote: string;
  /** Re-attempts the load; resolves when the remote is back. */
  onRetry: () => Promise<unknown>;
}

/**
 * Shown in place of one remote's pages when neither its current nor its previous entry loads. No antd: it shows
 * on the public site too, and must not depend on fetching more chunks.
 */
export function RemoteFallback({ remote, onRetry }: RemoteFallbackProps) {
  const [retrying, setRetrying] = useState(false);
  const [failedAgain, setFailedAgain] = useState(false);

  const retry = async () => {
    setRetrying(true);
    setFailedAgain(false);
    try {
      await onRetry();
    } catch {
      setFailedAgain(true);
    } finally {
      setRetrying(false);
    }
  };

  return (
    <PlainResult
      title="模块加载失败"
      subTitle={
        failedAgain
          ? `「${remoteLabel(remote)}」模块仍无法加载，请检查网络后再试。`
          : `「${remoteLabel(remote)}」模块暂时无法加载，其他功能不受影响。`
      }
      actionText="重试"
      onAction={() => void retry()}
      busy={retrying}
    />
  );
}
