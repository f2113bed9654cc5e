/**
 * The bytes of a PNG signature and IHDR header of the given size: enough for the upload checks of the client and of
 * the mock server (magic bytes, type and dimensions), for page tests that upload an image.
 */
export function pngBytes(width: number, height: number, size = 80): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A PNG file of the given name and size (see pngBytes). */
export const pngFile = (name: string, width: number, height: number, size = 80): File => new File([pngBytes(width, height, size)], name, { type: 'image/png' });
