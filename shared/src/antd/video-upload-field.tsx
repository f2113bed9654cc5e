import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Progress, Space, Tag, Typography, Upload, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { VIDEO_STATE_TEXT, VideoUploader, waitForVideoPath, uploadErrorMessage, type VideoPath, type VideoUploadState } from 'shared';
import { UploadFieldFrame } from './upload-field-frame';

export interface VideoUploadFieldProps {
  /** The stored video URL (form-controlled). */
  value?: string;
  onChange?: (url: string) => void;
  use?: string;
  id?: string;
  disabled?: boolean;
  /** With poster, duration and size once the server has processed the video. */
  onProcessed?: (video: VideoPath) => void;
}

/**
 * One video for a form field: resumable tus upload (1 MB parts, retries, resume after reload), progress bar with
 * the state (待上传/上传中/上传成功/上传失败/已取消/已暂停), 暂停/继续/取消, then polling every 2 s until the server
 * has processed the video; the field's value becomes its URL.
 */
export function VideoUploadField({ value, onChange, use, id, disabled, onProcessed }: VideoUploadFieldProps) {
  const [state, setState] = useState<VideoUploadState | null>(null);
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const uploader = useRef<VideoUploader | null>(null);
  const poll = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      poll.current?.abort();
      void uploader.current?.stop();
    },
    [],
  );

  const afterUpload = async (vid: string) => {
    setProcessing(true);
    poll.current = new AbortController();
    try {
      const video = await waitForVideoPath(vid, { signal: poll.current.signal });
      onChange?.(video.path);
      onProcessed?.(video);
    } catch (failure) {
      if (!poll.current.signal.aborted) setError(uploadErrorMessage(failure));
    } finally {
      setProcessing(false);
    }
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    setError(null);
    setPercent(0);
    const next = new VideoUploader(file as File, {
      use,
      onStateChange: setState,
      onProgress: setPercent,
      onError: setError,
      onSuccess: (vid) => void afterUpload(vid),
    });
    uploader.current = next;
    void next.start();
  };

  const busy = state === 'uploading' || state === 'stopped' || processing;

  return (
    <UploadFieldFrame
      preview={value ? <video src={value} controls aria-label="已上传的视频" style={{ maxWidth: 320 }} /> : null}
      actions={
        <>
          <Upload id={id} accept="video/*" showUploadList={false} maxCount={1} customRequest={customRequest} disabled={disabled || busy}>
            <Button icon={<UploadOutlined />} disabled={disabled || busy}>
              {value ? '重新上传视频' : '上传视频'}
            </Button>
          </Upload>
          {state === 'uploading' ? <Button onClick={() => void uploader.current?.stop()}>暂停</Button> : null}
          {state === 'stopped' || state === 'failure' ? <Button onClick={() => void uploader.current?.start()}>继续</Button> : null}
          {state === 'uploading' || state === 'stopped' || state === 'failure' ? (
            <Button danger onClick={() => void uploader.current?.cancel()}>
              取消
            </Button>
          ) : null}
        </>
      }
      progress={
        <>
          {state && state !== 'ready' ? (
            <Space>
              <Tag>{VIDEO_STATE_TEXT[state]}</Tag>
              {processing ? <Typography.Text type="secondary">视频处理中，请稍等...</Typography.Text> : null}
            </Space>
          ) : null}
          {state === 'uploading' || state === 'stopped' || (state === 'success' && processing) ? (
            <Progress percent={percent} size="small" status={state === 'stopped' ? 'normal' : 'active'} aria-label="上传进度" />
          ) : null}
        </>
      }
      error={error}
    />
  );
}
