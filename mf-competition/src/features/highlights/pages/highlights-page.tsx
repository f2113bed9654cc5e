import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { App, Button, Card, Input, Modal, Popconfirm, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { HIGHLIGHT_CAPTION_MAX, HIGHLIGHT_MSG } from 'shared/rules';
import { useRowActions } from 'shared/antd';
import { captionHighlight, getHighlights, moveHighlight, removeHighlight, type Highlight, type HighlightList } from '../api/highlights';
import { AddHighlightModal } from '../components/add-highlight-modal';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: HighlightList };

/** The picture or the line that shows what an entry is. */
function EntryContent({ h }: { h: Highlight }) {
  return (
    <Space align="start">
      {h.image ? <img src={h.image} alt="" style={{ width: 96, height: 54, objectFit: 'cover', borderRadius: 4, background: '#262626' }} /> : null}
      <Space orientation="vertical" size={2}>
        <Typography.Text strong>{h.source === 'record' ? `${h.record!.item_name} ${h.record!.value}` : h.title}</Typography.Text>
        {h.result_text && h.source === 'item' ? <Typography.Text>{h.result_text}</Typography.Text> : null}
        {h.source === 'record' ? <Typography.Text type="secondary">{`纪录保持者：${h.record!.holder_name}${h.record!.affiliation ? `（${h.record!.affiliation}）` : ''}`}</Typography.Text> : null}
        {h.caption ? <Typography.Text type="secondary">说明：{h.caption}</Typography.Text> : null}
        {h.record ? <Tag color="gold">{h.record.badge}</Tag> : null}
      </Space>
    </Space>
  );
}

/**
 * 集锦 (recordsList, `match/:id/:c_type/records`): the competition's highlights as the official match page shows
 * them — first the 最高纪录 ratified from its results (they join by themselves), then the items the organiser
 * composes from its videos, album photos and results: added from the picker, moved up or down, captioned, removed.
 * An item the official site leaves out (an unpublished video, a photo not approved) says so.
 */
export default function HighlightsPage() {
  const competitionId = Number(useParams().id);
  const { message } = App.useApp();
  const { version, reload, act } = useRowActions();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ id: number; caption: string } | null>(null);

  useEffect(() => {
    let live = true;
    getHighlights(competitionId)
      .then((data) => live && setLoad({ state: 'ready', data }))
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [competitionId, version]);

  if (load.state === 'loading') return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (load.state === 'failed') return <Result status="warning" title="集锦加载失败，请刷新重试" />;
  const list = load.data.list;
  const itemCount = list.filter((h) => h.source === 'item').length;

  const saveCaption = async () => {
    if (!editing) return;
    if ([...editing.caption.trim()].length > HIGHLIGHT_CAPTION_MAX) {
      message.error(HIGHLIGHT_MSG.captionTooLong);
      return;
    }
    await act(() => captionHighlight(editing.id, editing.caption.trim()), '说明已保存');
    setEditing(null);
  };

  const columns: TableColumnsType<Highlight> = [
    { title: '位置', key: 'position', width: 70, render: (_, h) => (h.source === 'record' ? <Tag color="gold">纪录</Tag> : h.position) },
    { title: '类型', key: 'kind', width: 90, render: (_, h) => <Tag color={h.source === 'record' ? 'gold' : undefined}>{h.kind_name}</Tag> },
    { title: '内容', key: 'content', render: (_, h) => <EntryContent h={h} /> },
    {
      title: '官网',
      key: 'visible',
      width: 110,
      render: (_, h) => (h.visible ? <Tag color="green">显示</Tag> : <Tag>不显示</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      width: 260,
      render: (_, h) =>
        h.source === 'record' || h.id === null || h.position === null ? (
          <Typography.Text type="secondary">认定后自动加入</Typography.Text>
        ) : (
          <Space size={4} wrap>
            <Button size="small" aria-label={`上移：${h.title}`} disabled={h.position === 1} onClick={() => act(() => moveHighlight(h.id!, h.position! - 1), '已上移')}>
              上移
            </Button>
            <Button size="small" aria-label={`下移：${h.title}`} disabled={h.position === itemCount} onClick={() => act(() => moveHighlight(h.id!, h.position! + 1), '已下移')}>
              下移
            </Button>
            <Button size="small" aria-label={`编辑说明：${h.title}`} onClick={() => setEditing({ id: h.id!, caption: h.caption })}>
              说明
            </Button>
            <Popconfirm title="从集锦中移除？视频、照片或成绩本身不受影响" okText="移除" cancelText="取消" onConfirm={() => act(() => removeHighlight(h.id!), '已移除')}>
              <Button size="small" danger aria-label={`移除：${h.title}`}>
                移除
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];

  return (
    <Card
      title="集锦"
      variant="borderless"
      extra={
        <Button type="primary" onClick={() => setAdding(true)}>
          添加集锦
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">本赛事认定的最高纪录自动出现在集锦最前面；其余条目按位置展示在官网赛事页的「集锦」中。</Typography.Paragraph>
      <Table<Highlight>
        aria-label="集锦"
        rowKey={(h) => (h.source === 'record' ? `record-${h.record!.id}` : `item-${h.id}`)}
        size="small"
        pagination={false}
        dataSource={list}
        columns={columns}
        locale={{ emptyText: EMPTY_TEXT }}
      />
      <AddHighlightModal competitionId={competitionId} open={adding} onClose={() => setAdding(false)} onAdded={reload} />
      <Modal title="编辑说明" open={editing !== null} okText="保存" cancelText="取消" onOk={saveCaption} onCancel={() => setEditing(null)} destroyOnHidden>
        <Input.TextArea
          aria-label="说明"
          value={editing?.caption ?? ''}
          maxLength={HIGHLIGHT_CAPTION_MAX}
          showCount
          rows={3}
          onChange={(e) => setEditing((cur) => (cur ? { ...cur, caption: e.target.value } : cur))}
        />
      </Modal>
    </Card>
  );
}
