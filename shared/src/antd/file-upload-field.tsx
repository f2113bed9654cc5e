import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadFile, type UploadedFile } from 'shared';
import { UploadFieldFrame, uploadProgress } from './upload-field-frame';
import { useUploadRequest } from './use-upload-request';

export interface FileUploadFieldProps {
  /** The stored file URL (form-controlled). */
  value?: string;
  onChange?: (url: string) => void;
  use?: string;
  id?: string;
  disabled?: boolean;
  /** Input `accept` filter, e.g. `.pdf,.doc,.docx`. */
  accept?: string;
  buttonText?: string;
  onUploaded?: (file: UploadedFile) => void;
}

function nameOf(url: string, uploadedName: string | null): string {
  if (uploadedName) return uploadedName;
  return decodeURIComponent(url.split('/').pop() || url);
}

/**
 * One generic file (up to 20 MB, never empty) for a form field: upload through `uploadFile`, a progress bar, a link
 * to the stored file and the Chinese error when it fails.
 */
export function FileUploadField({
  value,
  onChange,
  use,
  id,
  disabled,
  accept,
  buttonText = '上传文件',
  onUploaded,
}: FileUploadFieldProps) {
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const { percent, error, uploading, customRequest } = useUploadRequest(
    (file, options) => uploadFile(file, { use, ...options }),
    (uploaded) => {
      setUploadedName(uploaded.name);
      onChange?.(uploaded.url);
      onUploaded?.(uploaded);
    },
  );

  return (
    <UploadFieldFrame
      preview={
        value ? (
          <Space>
            <PaperClipOutlined />
            <Typography.Link href={value} target="_blank" rel="noopener noreferrer">
              {nameOf(value, uploadedName)}
            </Typography.Link>
          </Space>
        ) : null
      }
      actions={
        <>
          <Upload id={id} accept={accept} showUploadList={false} maxCount={1} customRequest={customRequest} disabled={disabled || uploading}>
            <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
              {value ? '重新上传' : buttonText}
            </Button>
          </Upload>
          {value && !disabled ? (
            <Button
              icon={<DeleteOutlined />}
              onClick={() => {
                setUploadedName(null);
                onChange?.('');
              }}
              disabled={uploading}
            >
              删除文件
            </Button>
          ) : null}
        </>
      }
      progress={uploadProgress(percent)}
      error={error}
    />
  );
}
