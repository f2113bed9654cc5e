import { Progress, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface UploadFieldFrameProps {
  /** The stored file (preview, player or link) above the buttons, or null. */
  preview: ReactNode;
  /** The `Upload` with its button, and the buttons beside it. */
  actions: ReactNode;
  /** Under the buttons: the progress bar (and the video's state), or null. */
  progress: ReactNode;
  /** The Chinese error of the last upload, or null. */
  error: string | null;
}

/** The layout of the upload fields: preview, buttons, progress and the error, one under the other. */
export function UploadFieldFrame({ preview, actions, progress, error }: UploadFieldFrameProps) {
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      {preview}
      <Space wrap>{actions}</Space>
      {progress}
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** The progress bar of a single upload (`useUploadRequest`'s percent), or null when none runs. */
export const uploadProgress = (percent: number | null): ReactNode =>
  percent !== null ? <Progress percent={percent} size="small" aria-label="上传进度" /> : null;
