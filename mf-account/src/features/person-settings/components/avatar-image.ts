import { MSG_UPLOAD_FAILED, checkFileReaderSupport, checkImageUpload } from 'shared/rules';

/** The server keeps avatars as data URLs of at most 300000 characters (POST /user/info `image`). */
export const AVATAR_MAX_CHARS = 300000;
/** Edge of the re-encoded avatar in pixels. */
export const AVATAR_EDGE = 256;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(MSG_UPLOAD_FAILED));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(MSG_UPLOAD_FAILED));
    img.src = src;
  });
}

/** Square-crops and re-encodes as PNG (quality 0.92, spec §9) at AVATAR_EDGE pixels. */
async function reencode(dataUrl: string): Promise<string> {
  const img = await loadImage(dataUrl);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_EDGE;
  canvas.height = AVATAR_EDGE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(MSG_UPLOAD_FAILED);
  const side = Math.min(img.naturalWidth, img.naturalHeight);
  ctx.drawImage(img, (img.naturalWidth - side) / 2, (img.naturalHeight - side) / 2, side, side, 0, 0, AVATAR_EDGE, AVATAR_EDGE);
  return canvas.toDataURL('image/png', 0.92);
}

/**
 * A chosen picture → the avatar data URL to save. Rejects with the spec §5 message: over 1 MB
 * (`文件{name}超过1M,上传失败`), empty file, no FileReader, or 上传失败.
 */
export async function avatarFromFile(file: File): Promise<string> {
  const problem = checkImageUpload(file) ?? checkFileReaderSupport();
  if (problem) throw new Error(problem);
  if (!file.type.startsWith('image/')) throw new Error(MSG_UPLOAD_FAILED);
  const dataUrl = await readAsDataUrl(file);
  if (dataUrl.length <= AVATAR_MAX_CHARS) return dataUrl;
  const smaller = await reencode(dataUrl);
  if (smaller.length > AVATAR_MAX_CHARS) throw new Error(MSG_UPLOAD_FAILED);
  return smaller;
}
