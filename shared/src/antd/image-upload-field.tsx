import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Image, Upload } from 'antd';
import { IMAGE_ACCEPT, uploadImage, type UploadedImage } from 'shared';
import { UploadFieldFrame, uploadProgress } from './upload-field-frame';
import { useUploadRequest } from './use-upload-request';

export interface ImageUploadFieldProps {
  /** The stored image URL (form-controlled). */
  value?: string;
  onChange?: (url: string) => void;
  /** Purpose tag sent with the upload (`article`, `headline`, `partner`, `photo`, `cover`…). */
  use?: string;
  /** Set by Form.Item: goes on the file input so the label names it. */
  id?: string;
  disabled?: boolean;
  /** Button text (default 上传图片). */
  buttonText?: string;
  /** Preview width in px (default 160). */
  previewWidth?: number;
  /** Called with the whole upload result (id, size, width, height) after onChange. */
  onUploaded?: (image: UploadedImage) => void;
}

/**
 * One image for a form field: checks (§5), PNG re-encoding (§9) and upload through `uploadImage`, a progress bar
 * while the bytes go out, the preview of the stored URL and the Chinese error when it fails.
 * Use inside `<Form.Item name="image" label="图片">`.
 */
export function ImageUploadField({
  value,
  onChange,
  use,
  id,
  disabled,
  buttonText = '上传图片',
  previewWidth = 160,
  onUploaded,
}: ImageUploadFieldProps) {
  const { percent, error, uploading, customRequest } = useUploadRequest(
    (file, options) => uploadImage(file, { use, ...options }),
    (image) => {
      onChange?.(image.url);
      onUploaded?.(image);
    },
  );

  return (
    <UploadFieldFrame
      preview={value ? <Image src={value} alt="已上传的图片" width={previewWidth} /> : null}
      actions={
        <>
          <Upload
            id={id}
            accept={IMAGE_ACCEPT}
            showUploadList={false}
            maxCount={1}
            customRequest={customRequest}
            disabled={disabled || uploading}
          >
            <Button icon={<UploadOutlined />} loading={uploading} disabled={disabled}>
              {value ? '重新上传' : buttonText}
            </Button>
          </Upload>
          {value && !disabled ? (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')} disabled={uploading}>
              删除图片
            </Button>
          ) : null}
        </>
      }
      progress={uploadProgress(percent)}
      error={error}
    />
  );
}
