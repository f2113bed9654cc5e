import { screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupPageTest, signInForTest } from '../mocks/testing';
import { renderWithProviders } from '../testing/render';
import { enableFetchVideoTransport } from '../upload/fetch-transport';
import { VideoUploadField } from './video-upload-field';

const server = setupPageTest();
beforeAll(() => enableFetchVideoTransport());

function clip(size: number): File {
  return new File([new Uint8Array(size)], '开幕式.mp4', { type: 'video/mp4', lastModified: 1700000000001 });
}

function VideoForm({ onFinish }: { onFinish: (values: { video?: string }) => void }) {
  return (
    <Form onFinish={onFinish}>
      <Form.Item name="video" label="赛事视频">
        <VideoUploadField use="match" />
      </Form.Item>
      <Button htmlType="submit">保存</Button>
    </Form>
  );
}

describe('VideoUploadField', () => {
  it('uploads through tus, waits for the processed video (polling every 2 s) and puts its URL into the form', async () => {
    const { rootStore } = signInForTest('org_gov');
    const onFinish = jest.fn();
    const { user } = renderWithProviders(<VideoForm onFinish={onFinish} />, { rootStore });
    await user.upload(screen.getByLabelText('赛事视频'), clip(1536 * 1024));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(screen.getByText('视频处理中，请稍等...')).toBeInTheDocument();
    const video = await screen.findByLabelText('已上传的视频', {}, { timeout: 8000 });
    expect(video.getAttribute('src')).toMatch(/^\/api\/media\/mock-\d+\.mp4$/);
    expect(screen.queryByText('视频处理中，请稍等...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0][0].video).toBe(video.getAttribute('src'));
  }, 30000);

  it('pauses (已暂停), continues and cancels (已取消) an upload sent as parallel parts', async () => {
    const { rootStore } = signInForTest('org_gov');
    // every part waits until the test lets it through, so each state can be seen
    const waiting: (() => void)[] = [];
    server.use(
      mswHttp.patch('/api/upload/video/:id', async () => {
        await new Promise<void>((resolve) => waiting.push(resolve));
        return undefined;
      }),
    );
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/upload/video')) seen.push(request.method);
    });
    const count = (method: string) => seen.filter((m) => m === method).length;
    const { user } = renderWithProviders(<VideoForm onFinish={jest.fn()} />, { rootStore });
    await user.upload(screen.getByLabelText('赛事视频'), clip(3 * 1024 * 1024));
    expect(await screen.findByText('上传中')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '上传进度' })).toBeInTheDocument();
    // 3 MB: three partial uploads, their three 1 MB PATCHes on the way at once
    await waitFor(() => expect(waiting).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: /暂\s*停/ }));
    expect(await screen.findByText('已暂停')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /继\s*续/ }));
    expect(await screen.findByText('上传中')).toBeInTheDocument();
    await waitFor(() => expect(waiting).toHaveLength(6));
    // continued from the checkpoint: each partial upload asked for its offset, none was created again
    expect([count('POST'), count('HEAD'), count('PATCH')]).toEqual([3, 3, 6]);
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已取消')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: '上传进度' })).not.toBeInTheDocument();
    // every partial upload is deleted on the server
    await waitFor(() => expect(count('DELETE')).toBe(3));
    waiting.forEach((resolve) => resolve());
    server.events.removeAllListeners();
  }, 30000);

  it('shows the failure in Chinese and offers 继续', async () => {
    const { rootStore } = signInForTest('org_gov');
    server.use(mswHttp.post('/api/upload/video/', () => new HttpResponse('上传凭证无效', { status: 403 })));
    const { user } = renderWithProviders(<VideoForm onFinish={jest.fn()} />, { rootStore });
    await user.upload(screen.getByLabelText('赛事视频'), clip(1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('上传失败');
    expect(screen.getAllByText('上传失败')).toHaveLength(2); // the state tag and the message
    expect(screen.getByRole('button', { name: /继\s*续/ })).toBeInTheDocument();
  });
});
