import { useId, useState } from 'react';
import { IMAGE_ACCEPT, uploadErrorMessage } from 'shared';
import { ENROLMENT_MSG } from 'shared/rules';
import { button } from '../../../ui/styles';
import { uploadEnrolmentImage } from '../api/enrolment';
import { field, fieldError, hint, label as labelStyle, star } from './form-styles';

export interface PickedImage {
  id: number;
  name: string;
  /** local preview (object URL) — the uploaded media is private to the platform's reviewers */
  preview: string;
}

function previewOf(file: File): string {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
  } catch {
    return ''; // no preview (the name is shown instead)
  }
}

/**
 * Document images of an application (营业执照, 证书, 场馆照片, 标志): each chosen file is checked (§5 messages) and
 * uploaded at once under the enrolment grant; up to `max` images.
 */
export function ImagePicker({
  label,
  max,
  token,
  value,
  onChange,
  error,
  required,
  onGrantLost,
}: {
  label: string;
  max: number;
  token: string | null;
  value: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  error?: string;
  required?: boolean;
  onGrantLost: () => void;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const [uploadError, setUploadError] = useState('');
  const shown = uploadError || error;

  const choose = async (files: FileList | null) => {
    if (!files || !token) return;
    setUploadError('');
    let images = value;
    // one after another (spec §4); a failed file is reported and the rest still go
    for (const file of Array.from(files)) {
      if (images.length >= max) {
        setUploadError(`${label}最多上传${max}张`);
        break;
      }
      setUploading(true);
      setProgress(0);
      try {
        const uploaded = await uploadEnrolmentImage(file, token, setProgress);
        images = [...images, { id: uploaded.id, name: file.name, preview: previewOf(file) }];
        onChange(images);
      } catch (e) {
        const message = uploadErrorMessage(e);
        setUploadError(message);
        if (message === ENROLMENT_MSG.grantMissing) {
          onGrantLost();
          break;
        }
      } finally {
        setUploading(false);
      }
    }
  };

  return (
    <div style={field}>
      <span id={`${id}-label`} style={labelStyle}>
        {required && <span style={star} aria-hidden="true">*</span>}
        {label}
      </span>
      <ul aria-label={`已上传的${label}`} style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 8, padding: 0, margin: 0 }}>
        {value.map((image) => (
          <li key={image.id} style={{ width: 104, border: '1px solid #f0f0f0', borderRadius: 4, padding: 4, boxSizing: 'border-box' }}>
            {image.preview ? (
              <img src={image.preview} alt={image.name} style={{ width: '100%', height: 72, objectFit: 'cover', display: 'block' }} />
            ) : (
              <span style={{ display: 'block', height: 72, fontSize: 12, overflow: 'hidden', wordBreak: 'break-all' }}>{image.name}</span>
            )}
            <button
              type="button"
              style={{ ...button(), width: '100%', marginTop: 4, height: 24, padding: 0, fontSize: 12 }}
              aria-label={`删除${image.name}`}
              onClick={() => onChange(value.filter((x) => x.id !== image.id))}
            >
              删除
            </button>
          </li>
        ))}
      </ul>
      {value.length < max && (
        <label style={{ ...button(), display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start', opacity: token ? 1 : 0.5, cursor: token ? 'pointer' : 'not-allowed' }}>
          {uploading ? `上传中 ${progress}%` : '选择图片'}
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            multiple={max > 1}
            disabled={!token || uploading}
            aria-label={label}
            aria-describedby={shown ? `${id}-error` : undefined}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            onChange={(e) => {
              void choose(e.target.files);
              e.target.value = '';
            }}
          />
        </label>
      )}
      <p style={hint}>{token ? `PNG、JPG、GIF、WEBP格式，单张不超过1M，最多${max}张` : '请先验证联系人手机号，再上传图片'}</p>
      {shown && (
        <p id={`${id}-error`} role="alert" style={fieldError}>
          {shown}
        </p>
      )}
    </div>
  );
}
