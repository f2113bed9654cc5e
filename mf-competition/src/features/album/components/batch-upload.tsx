import { useRef, useState } from 'react';
import { Button, List, Progress, Typography, Upload } from 'antd';
import { IMAGE_ACCEPT, uploadErrorMessage, uploadImage } from 'shared';
import { addPhoto, type AlbumPhoto } from '../api/albums';

type Item = { key: string; name: string; percent: number; state: 'waiting' | 'uploading' | 'done' | 'failed'; error?: string };

/**
 * 批量上传 photos into an album (spec §4, §5): the chosen files go up one after another through `uploadImage` (the
 * §5 checks and messages, PNG re-encoding), each with its own progress bar; a file that fails (too large, wrong
 * type, refused by the server) shows its own error and the rest carry on. Each uploaded image becomes a photo.
 */
export function BatchUpload({ albumId, onAdded }: { albumId: number; onAdded: (photo: AlbumPhoto) => void }) {
  const [items, setItems] = useState<Item[]>([]);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(false);
  const counter = useRef(0);

  const patch = (key: string, change: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const run = async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { key, file } = next;
        patch(key, { state: 'uploading' });
        try {
          const image = await uploadImage(file, { use: 'photo', silent: true, onProgress: (percent) => patch(key, { percent }) });
          const photo = await addPhoto({ album_id: albumId, media_id: image.id, title: file.name.replace(/\.[^.]*$/, '').slice(0, 100) });
          patch(key, { state: 'done', percent: 100 });
          onAdded(photo);
        } catch (error) {
          patch(key, { state: 'failed', error: uploadErrorMessage(error) });
        }
      }
    } finally {
      running.current = false;
    }
  };

  const failed = items.filter((i) => i.state === 'failed').length;
  const done = items.filter((i) => i.state === 'done').length;
  const busy = items.some((i) => i.state === 'waiting' || i.state === 'uploading');

  return (
    <div>
      <Upload
        accept={IMAGE_ACCEPT}
        multiple
        showUploadList={false}
        beforeUpload={(file) => {
          counter.current += 1;
          const key = `${counter.current}`;
          queue.current.push({ key, file });
          setItems((list) => [...list, { key, name: file.name, percent: 0, state: 'waiting' }]);
          void run();
          return Upload.LIST_IGNORE;
        }}
      >
        <Button type="primary" aria-label="批量上传照片">
          批量上传照片
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
        支持 PNG、JPG、GIF、WEBP，单张不超过 1M；机构上传的照片需平台审核后在官网显示
      </Typography.Text>
      {items.length > 0 ? (
        <section aria-label="上传进度">
        <List
          size="small"
          style={{ marginTop: 12 }}
          header={busy ? '正在上传…' : `上传完成：成功 ${done} 张${failed ? `，失败 ${failed} 张` : ''}`}
          dataSource={items}
          renderItem={(i) => (
            <List.Item>
              <div style={{ width: '100%' }}>
                <div>{i.name}</div>
                {i.state === 'failed' ? (
                  <Typography.Text type="danger" role="alert">
                    {i.error}
                  </Typography.Text>
                ) : (
                  <Progress percent={i.percent} size="small" status={i.state === 'done' ? 'success' : 'active'} aria-label={`${i.name} 上传进度`} />
                )}
              </div>
            </List.Item>
          )}
        />
        </section>
      ) : null}
    </div>
  );
}
