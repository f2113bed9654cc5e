/** Spec §9: images are re-encoded as PNG at quality 0.92 in the browser before they are sent. */

export const IMAGE_REENCODE_TYPE = 'image/png';
export const IMAGE_REENCODE_QUALITY = 0.92;

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/** createImageBitmap is in every current browser; without it (old browsers, jsdom) the file goes as it is. */
async function decode(file: Blob): Promise<Decoded | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  } catch {
    return null;
  }
}

function pngName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.png`;
}

/**
 * Draws the image on a canvas and exports it as PNG (quality 0.92). Returns the original file when the browser
 * cannot decode or export it (no canvas, unknown format) — the server re-encodes every image anyway.
 */
export async function reencodeImageAsPng(file: File): Promise<File> {
  if (typeof document === 'undefined') return file;
  const decoded = await decode(file);
  if (!decoded) return file;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = decoded.width;
    canvas.height = decoded.height;
    let context: CanvasRenderingContext2D | null = null;
    try {
      context = canvas.getContext('2d');
    } catch {
      context = null;
    }
    if (!context || typeof canvas.toBlob !== 'function') return file;
    context.drawImage(decoded.source, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => {
      try {
        canvas.toBlob(resolve, IMAGE_REENCODE_TYPE, IMAGE_REENCODE_QUALITY);
      } catch {
        resolve(null);
      }
    });
    if (!blob || blob.size === 0) return file;
    return new File([blob], pngName(file.name), { type: IMAGE_REENCODE_TYPE });
  } finally {
    decoded.close();
  }
}
