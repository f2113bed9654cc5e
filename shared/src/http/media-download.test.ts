import { http as mswHttp, HttpResponse } from 'msw';
import { setupMswServer } from '../testing/msw-server';
import { downloadMedia } from './media-download';
import { setNotifier } from './ports';

const server = setupMswServer();
let errors: string[];

beforeEach(() => {
  errors = [];
  setNotifier({ error: (m) => errors.push(m), success: () => undefined, warning: () => undefined });
});
afterEach(() => setNotifier(null));

describe('downloadMedia (spec §8)', () => {
  it('returns the file with its name', async () => {
    server.use(mswHttp.get('https://media.example.cn/images/tempFile/%E5%86%B3%E8%B5%9B.png', () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } })));
    const file = await downloadMedia('https://media.example.cn/images/tempFile/%E5%86%B3%E8%B5%9B.png', 'image');
    expect(file.filename).toBe('决赛.png');
    expect(file.blob.size).toBe(3);
    expect(errors).toEqual([]);
  });

  it('image failure: 图片下载失败', async () => {
    server.use(mswHttp.get('https://media.example.cn/a.png', () => new HttpResponse(null, { status: 404 })));
    await expect(downloadMedia('https://media.example.cn/a.png', 'image')).rejects.toThrow('图片下载失败');
    expect(errors).toEqual(['图片下载失败']);
  });

  it('video failure (network): 视频下载失败', async () => {
    server.use(mswHttp.get('https://media.example.cn/v.mp4', () => HttpResponse.error()));
    await expect(downloadMedia('https://media.example.cn/v.mp4', 'video', '集锦.mp4')).rejects.toThrow('视频下载失败');
    expect(errors).toEqual(['视频下载失败']);
  });
});
