import { App, Button, Descriptions, Modal, Space, Typography } from 'antd';
import type { LiveRoom } from '../api/live-admin';

/** Absolute form of a site path, for pasting into another program. */
const absolute = (url: string) => (url.startsWith('/') ? `${window.location.origin}${url}` : url);

/** 推流信息: the push address for the streaming software and the play address, each with 复制. */
export function StreamInfoModal({ room, onClose }: { room: LiveRoom | null; onClose: () => void }) {
  const { message } = App.useApp();
  const copy = async (label: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(`${label}已复制`);
    } catch {
      message.error('复制失败，请手动选择复制');
    }
  };
  const row = (label: string, value: string) => (
    <Descriptions.Item label={label}>
      {value ? (
        <Space wrap>
          <Typography.Text code style={{ wordBreak: 'break-all' }}>
            {value}
          </Typography.Text>
          <Button size="small" onClick={() => copy(label, value)} aria-label={`复制${label}`}>
            复制
          </Button>
        </Space>
      ) : (
        '未填写'
      )}
    </Descriptions.Item>
  );
  return (
    <Modal open={room !== null} title={room ? `推流信息 · ${room.title}` : '推流信息'} footer={null} onCancel={onClose} width={640}>
      {room ? (
        <Descriptions column={1} bordered size="small">
          {row('推流地址', room.push_url)}
          {row('播放地址', absolute(room.stream_url))}
          {row('观看页面', absolute(`/live/details/${room.id}`))}
        </Descriptions>
      ) : null}
    </Modal>
  );
}
