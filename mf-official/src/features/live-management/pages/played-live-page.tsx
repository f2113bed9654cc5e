import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Modal, Radio, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { downloadMedia, formatDateTime, saveDownloadedFile } from 'shared';
import { LIVE_MSG } from 'shared/rules';
import { institutionColumns, useConfirm, useRowActions, VideoUploadField } from 'shared/antd';
import { setLiveReplay, updateLiveRoom, type LiveReplayFile, type LiveRoom } from '../api/live-admin';
import { LiveRoomList } from '../components/live-room-list';
import { isPublicRoom, publicLiveHref } from '../components/live-status';
import { ROOM_VISIBILITY_COLUMN } from '../components/room-visibility';
import { useLiveInstitution } from '../components/use-live-institution';
import { isMakingReplayFile, useReplayFiles } from '../components/use-replay-files';

const isHls = (url: string) => /\.m3u8$/i.test(url.split(/[?#]/)[0]);

/** A file name for a downloaded replay: the room title with the replay's extension (an HLS replay downloads as MP4). */
const replayFilename = (r: LiveRoom) => {
  const ext = isHls(r.replay_url) ? 'mp4' : (/\.([a-z0-9]{2,5})$/i.exec(r.replay_url.split(/[?#]/)[0])?.[1] ?? 'mp4');
  return `${r.title.replace(/[\\/:*?"<>|]/g, '_')}-回放.${ext}`;
};

/**
 * 已播列表 (PlayedLiveList): ended rooms; 设置回放 (an uploaded video or an http(s) address), 下载回放 (through the
 * shared media download: 视频下载失败 on failure; an HLS replay is first made into one MP4 on the server, with its
 * progress on the button, then downloaded), 观看, 公开 / 隐藏 on the official site.
 */
export const PlayedLivePage = observer(function PlayedLivePage() {
  const { isAdmin, institutionId } = useLiveInstitution();
  return <PlayedTable key={institutionId ?? 'admin'} isAdmin={isAdmin} institutionId={institutionId} />;
});

function PlayedTable({ isAdmin, institutionId }: { isAdmin: boolean; institutionId?: number }) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { version, reload, act } = useRowActions();
  const [replayOf, setReplayOf] = useState<LiveRoom | null>(null);
  const [downloading, setDownloading] = useState(0);

  const download = async (r: LiveRoom, url = r.replay_url) => {
    setDownloading(r.id);
    try {
      saveDownloadedFile(await downloadMedia(url, 'video', replayFilename(r)));
    } catch {
      // 视频下载失败 shown by downloadMedia
    } finally {
      setDownloading(0);
    }
  };

  // an HLS replay: its MP4 is made on the server, then downloaded like any other replay
  const replayFiles = useReplayFiles({
    onReady: (room: LiveRoom, file: LiveReplayFile) => download(room, file.url),
    onFailed: (file: LiveReplayFile) => message.error(file.error),
  });

  const hlsDownload = (r: LiveRoom) => {
    const file = replayFiles.files[r.id];
    const making = isMakingReplayFile(file);
    return (
      <>
        <Tooltip title="HLS 回放由多个分片组成，将先在服务器上合并为一个 MP4 文件，生成后自动下载">
          <Button type="link" size="small" loading={making || downloading === r.id} onClick={() => replayFiles.request(r)} aria-label={`下载回放 ${r.title}`}>
            {making ? `生成中 ${file!.progress}%` : '下载回放'}
          </Button>
        </Tooltip>
        {file?.status === 'failed' ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {file.error}
          </Typography.Text>
        ) : null}
      </>
    );
  };

  const columns: TableColumnsType<LiveRoom> = [
    { title: '直播标题', dataIndex: 'title', key: 'title' },
    ...institutionColumns(isAdmin),
    {
      title: '直播时间',
      key: 'time',
      render: (_: unknown, r: LiveRoom) => `${formatDateTime(r.started_at ?? r.scheduled_start)} ~ ${formatDateTime(r.ended_at ?? r.scheduled_end)}`,
    },
    {
      title: '回放',
      key: 'replay',
      render: (_: unknown, r: LiveRoom) => (r.replay_url ? <Tag color="green">{isHls(r.replay_url) ? '已设置（HLS）' : '已设置'}</Tag> : <Tag>未设置</Tag>),
    },
    ROOM_VISIBILITY_COLUMN,
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, r: LiveRoom) => (
        <Space size={4} wrap>
          <Button type="link" size="small" onClick={() => setReplayOf(r)} aria-label={`设置回放 ${r.title}`}>
            设置回放
          </Button>
          {r.replay_url ? (
            isHls(r.replay_url) ? (
              hlsDownload(r)
            ) : (
              <Button type="link" size="small" loading={downloading === r.id} onClick={() => download(r)} aria-label={`下载回放 ${r.title}`}>
                下载回放
              </Button>
            )
          ) : null}
          {r.replay_url && isPublicRoom(r) ? (
            <a href={publicLiveHref(r.id)} target="_blank" rel="noreferrer" aria-label={`观看 ${r.title}`}>
              观看
            </a>
          ) : null}
          {r.visibility === 'public' ? (
            <Button
              type="link"
              size="small"
              onClick={() => confirm({ content: `隐藏后「${r.title}」不再在官网显示，确定隐藏吗？` }, () => act(() => updateLiveRoom({ id: r.id, visibility: 'hidden' }), '已隐藏'))}
              aria-label={`隐藏 ${r.title}`}
            >
              隐藏
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => act(() => updateLiveRoom({ id: r.id, visibility: 'public' }), '已公开')} aria-label={`公开 ${r.title}`}>
              公开
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <LiveRoomList title="已播列表" phase="played" institutionId={institutionId} columns={columns} version={version} />
      <ReplayModal
        room={replayOf}
        onClose={() => setReplayOf(null)}
        onSaved={(room) => {
          setReplayOf(null);
          replayFiles.forget(room.id);
          reload();
        }}
      />
    </>
  );
}

type ReplayValues = { source: 'upload' | 'url'; video?: string; url?: string };

/** 设置回放: upload the replay video (resumable) or give an http(s) address; 清除回放 removes it. */
function ReplayModal({ room, onClose, onSaved }: { room: LiveRoom | null; onClose: () => void; onSaved: (room: LiveRoom) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReplayValues>();
  const [saving, setSaving] = useState(false);
  const source = Form.useWatch('source', form);

  useEffect(() => {
    if (!room) return;
    const uploaded = room.replay_url.startsWith('/api/media/');
    form.setFieldsValue({ source: room.replay_url && !uploaded ? 'url' : 'upload', video: uploaded ? room.replay_url : '', url: uploaded ? '' : room.replay_url });
  }, [room, form]);

  const save = async (clear = false) => {
    if (!room) return;
    let url = '';
    if (!clear) {
      let v: ReplayValues;
      try {
        v = await form.validateFields();
      } catch {
        return; // the form shows what is missing
      }
      url = ((v.source === 'upload' ? v.video : v.url) ?? '').trim();
    }
    setSaving(true);
    try {
      await setLiveReplay(room.id, url);
      message.success(clear ? '回放已清除' : '回放已保存');
      onSaved(room);
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={room !== null}
      title={room ? `设置回放 · ${room.title}` : '设置回放'}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      footer={[
        room?.replay_url ? (
          <Button key="clear" danger onClick={() => save(true)} disabled={saving}>
            清除回放
          </Button>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={saving} onClick={() => save()}>
          保存
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" aria-label="回放">
        <Form.Item name="source" label="回放来源">
          <Radio.Group
            options={[
              { value: 'upload', label: '上传视频' },
              { value: 'url', label: '视频地址' },
            ]}
          />
        </Form.Item>
        {source === 'url' ? (
          <Form.Item
            name="url"
            label="回放地址"
            rules={[
              { required: true, whitespace: true, message: '请填写回放地址' },
              { pattern: /^https?:\/\/[^\s/]+\S*$/i, message: LIVE_MSG.replayAddress },
            ]}
          >
            <Input placeholder="https://video.example.com/replay.mp4" />
          </Form.Item>
        ) : (
          <Form.Item name="video" label="回放视频" rules={[{ required: true, message: '请上传回放视频' }]}>
            <VideoUploadField use="live_replay" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

export default PlayedLivePage;
