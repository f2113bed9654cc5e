import { http as mswHttp, HttpResponse } from 'msw';
import { setupPageTest, signInForTest } from '../mocks/testing';
import { EmptyFileError, MSG_EMPTY_FILE, MSG_FILE_OVER_20M, MB, UPLOAD_MSG } from '../rules/upload-checks';
import { checkImageType, uploadErrorMessage, uploadFile, uploadImage, UploadError } from './upload';
import { pngBytes as pngHeader } from '../testing/png';

const server = setupPageTest();

/** A real 3×2 PNG header + IHDR (enough for the type and size checks). */
const pngBytes = (width = 3, height = 2) => pngHeader(width, height, 64);

function sized(name: string, size: number, type: string): File {
  return new File([new Uint8Array(size)], name, { type });
}

describe('uploadImage', () => {
  it('posts the image as multipart with its use and returns the stored URL, size and pixel size', async () => {
    signInForTest('org_gov');
    const seen: { use: string | null; name: string }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (!request.url.endsWith('/api/upload/image')) return;
      const form = await request.clone().formData();
      seen.push({ use: form.get('use') as string | null, name: (form.get('file') as File).name });
    });
    const progress: number[] = [];
    const image = await uploadImage(new File([pngBytes(3, 2)], '封面.png', { type: 'image/png' }), {
      use: 'headline',
      onProgress: (p) => progress.push(p),
    });
    server.events.removeAllListeners();
    expect(image).toMatchObject({ width: 3, height: 2, size: 64 });
    expect(image.url).toMatch(/^\/api\/media\/mock-\d+\.png$/);
    expect(seen).toEqual([{ use: 'headline', name: '封面.png' }]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    const served = await fetch(`http://localhost${image.url}`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes(3, 2));
  });

  it('refuses an image over 1 MB with 文件{name}超过1M,上传失败 before sending anything', async () => {
    signInForTest('org_gov');
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => sent.push(request.url));
    await expect(uploadImage(sized('大图.jpg', MB + 1, 'image/jpeg'))).rejects.toThrow('文件大图.jpg超过1M,上传失败');
    server.events.removeAllListeners();
    expect(sent).toEqual([]);
  });

  it('refuses an empty image as EmptyFile with 文件大小为0，不能上传', async () => {
    const failure = uploadImage(sized('空.png', 0, 'image/png'));
    await expect(failure).rejects.toBeInstanceOf(EmptyFileError);
    await expect(failure).rejects.toThrow(MSG_EMPTY_FILE);
  });

  it('refuses a file that is not an image on the client', async () => {
    await expect(uploadImage(new File(['<html></html>'], 'page.html', { type: 'text/html' }))).rejects.toThrow(UPLOAD_MSG.imageType);
    expect(checkImageType({ name: 'a.webp', type: 'image/webp' })).toBeNull();
    expect(checkImageType({ name: 'a.svg', type: 'image/svg+xml' })).toBe(UPLOAD_MSG.imageType);
  });

  it('rejects with the server message when the server finds HTML behind a .png name', async () => {
    signInForTest('org_gov');
    const disguised = new File(['<html><script>alert(1)</script></html>'], 'photo.png', { type: 'image/png' });
    await expect(uploadImage(disguised, { silent: true })).rejects.toThrow(UPLOAD_MSG.imageType);
  });

  it('needs a login (the server answers 请先登录)', async () => {
    await expect(uploadImage(new File([pngBytes()], 'a.png', { type: 'image/png' }), { silent: true })).rejects.toThrow('请先登录');
  });
});

describe('uploadFile', () => {
  it('posts a generic file and returns its URL, name, size and type', async () => {
    signInForTest('org_youth');
    const file = new File(['营业执照扫描件'], '营业执照.pdf', { type: 'application/pdf' });
    const uploaded = await uploadFile(file, { use: 'licence' });
    expect(uploaded).toMatchObject({ name: '营业执照.pdf', mime: 'application/pdf', size: file.size });
    expect(uploaded.url).toMatch(/^\/api\/media\/mock-\d+\.pdf$/);
  });

  it('refuses files over 20 MB with 文件超过20M,请重新上传 and empty files', async () => {
    await expect(uploadFile(sized('录像.zip', 20 * MB + 1, 'application/zip'))).rejects.toThrow(MSG_FILE_OVER_20M);
    await expect(uploadFile(sized('空.txt', 0, 'text/plain'))).rejects.toBeInstanceOf(EmptyFileError);
  });

  it('passes on the server message of a refused upload', async () => {
    signInForTest('org_youth');
    server.use(
      mswHttp.post('/api/upload/file', () => HttpResponse.json({ errno: 42200, result: { errors: [{ msg: '存储空间不足' }] } })),
    );
    await expect(uploadFile(new File(['x'], 'a.txt', { type: 'text/plain' }), { silent: true })).rejects.toThrow('存储空间不足');
  });
});

describe('uploadErrorMessage', () => {
  it('keeps Chinese upload messages and turns anything else into 上传失败', () => {
    expect(uploadErrorMessage(new UploadError(UPLOAD_MSG.imageType))).toBe(UPLOAD_MSG.imageType);
    expect(uploadErrorMessage(new EmptyFileError())).toBe(MSG_EMPTY_FILE);
    expect(uploadErrorMessage(new TypeError('Failed to fetch'))).toBe('上传失败');
    expect(uploadErrorMessage(null)).toBe('上传失败');
  });
});
