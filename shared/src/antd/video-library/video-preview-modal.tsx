import { Modal, Typography } from 'antd';
import type { Video } from './types';

/** 预览: plays the processed video with its cover as the poster. */
export function VideoPreviewModal({ video, onClose }: { video: Video | null; onClose: () => void }) {
  return (
    <Modal open={video !== null} title={video ? `预览：${video.title}` : '预览'} footer={null} width={760} onCancel={onClose} destroyOnHidden>
      {video ? (
        <>
          <video
            src={video.video_url}
            poster={video.cover || undefined}
            controls
            autoPlay
            aria-label={`播放 ${video.title}`}
            style={{ width: '100%', maxHeight: 420, background: '#000' }}
          />
          {video.description ? <Typography.Paragraph style={{ marginTop: 12 }}>{video.description}</Typography.Paragraph> : null}
        </>
      ) : null}
    </Modal>
  );
}
