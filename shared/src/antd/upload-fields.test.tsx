import { screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { setupPageTest, signInForTest } from '../mocks/testing';
import { renderWithProviders } from '../testing/render';
import { FileUploadField } from './file-upload-field';
import { ImageUploadField } from './image-upload-field';
import { pngFile } from '../testing/png';

const server = setupPageTest();

const png = (width: number, height: number) => pngFile('头条.png', width, height);

function HeadlineForm({ onFinish, initial }: { onFinish: (values: { image?: string; attachment?: string }) => void; initial?: string }) {
  return (
    <Form onFinish={onFinish} initialValues={{ image: initial }}>
      <Form.Item name="image" label="头条图片">
        <ImageUploadField use="headline" />
      </Form.Item>
      <Form.Item name="attachment" label="附件">
        <FileUploadField use="article" />
      </Form.Item>
      <Button htmlType="submit">保存</Button>
    </Form>
  );
}

describe('ImageUploadField', () => {
  it('uploads the chosen image, shows its preview and puts its URL into the form', async () => {
    const { rootStore } = signInForTest('org_gov');
    const onFinish = jest.fn();
    const { user } = renderWithProviders(<HeadlineForm onFinish={onFinish} />, { rootStore });
    await user.upload(screen.getByLabelText('头条图片'), png(4, 3));
    const preview = await screen.findByRole('img', { name: '已上传的图片' });
    expect(preview.getAttribute('src')).toMatch(/^\/api\/media\/mock-\d+\.png$/);
    expect(screen.getByRole('button', { name: /重新上传/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0][0].image).toBe(preview.getAttribute('src'));
  });

  it('shows a progress bar while the upload runs', async () => {
    const { rootStore } = signInForTest('org_gov');
    server.use(
      mswHttp.post('/api/upload/image', async () => {
        await delay(300);
        return HttpResponse.json({ errno: 0, result: { id: 1, url: '/api/media/slow.png', width: 4, height: 3, size: 80 } });
      }),
    );
    const { user } = renderWithProviders(<HeadlineForm onFinish={jest.fn()} />, { rootStore });
    await user.upload(screen.getByLabelText('头条图片'), png(4, 3));
    expect(await screen.findByRole('progressbar', { name: '上传进度' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '已上传的图片' })).toHaveAttribute('src', '/api/media/slow.png');
    expect(screen.queryByRole('progressbar', { name: '上传进度' })).not.toBeInTheDocument();
  });

  it('shows the Chinese message when the image is too large and keeps the old image', async () => {
    const { rootStore } = signInForTest('org_gov');
    const onFinish = jest.fn();
    const { user } = renderWithProviders(<HeadlineForm onFinish={onFinish} initial="/api/media/old.png" />, { rootStore });
    const big = new File([new Uint8Array(1024 * 1024 + 10)], '大图.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('头条图片'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('文件大图.png超过1M,上传失败');
    expect(screen.getByRole('img', { name: '已上传的图片' })).toHaveAttribute('src', '/api/media/old.png');
  });

  it('shows the server message for an HTML page renamed .png', async () => {
    const { rootStore } = signInForTest('org_gov');
    const { user } = renderWithProviders(<HeadlineForm onFinish={jest.fn()} />, { rootStore });
    await user.upload(screen.getByLabelText('头条图片'), new File(['<html>x</html>'], 'x.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('只能上传PNG、JPG、GIF、WEBP格式的图片');
    expect(screen.queryByRole('img', { name: '已上传的图片' })).not.toBeInTheDocument();
  });

  it('删除图片 empties the field', async () => {
    const { rootStore } = signInForTest('org_gov');
    const onFinish = jest.fn();
    const { user } = renderWithProviders(<HeadlineForm onFinish={onFinish} initial="/api/media/old.png" />, { rootStore });
    await user.click(screen.getByRole('button', { name: /删除图片/ }));
    expect(screen.queryByRole('img', { name: '已上传的图片' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0][0].image).toBe('');
  });
});

describe('FileUploadField', () => {
  it('uploads a file and links to it by its name', async () => {
    const { rootStore } = signInForTest('org_youth');
    const onFinish = jest.fn();
    const { user } = renderWithProviders(<HeadlineForm onFinish={onFinish} />, { rootStore });
    await user.upload(screen.getByLabelText('附件'), new File(['章程全文'], '赛事章程.pdf', { type: 'application/pdf' }));
    const link = await screen.findByRole('link', { name: '赛事章程.pdf' });
    expect(link.getAttribute('href')).toMatch(/^\/api\/media\/mock-\d+\.pdf$/);
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0][0].attachment).toBe(link.getAttribute('href'));
  });

  it('refuses an empty file with 文件大小为0，不能上传', async () => {
    const { rootStore } = signInForTest('org_youth');
    const { user } = renderWithProviders(<HeadlineForm onFinish={jest.fn()} />, { rootStore });
    await user.upload(screen.getByLabelText('附件'), new File([], '空.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('文件大小为0，不能上传');
  });
});
