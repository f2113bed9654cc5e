import { App, Button, Card, Image, Modal, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { EMPTY_TEXT, formatDateTime, LOADING_TEXT } from 'shared';
import { homeItemState, isHomeItemShowing, moveItem, type HomeBlockDef } from 'shared/rules';
import { useConfirm } from 'shared/antd';
import {
  createHomeBlockItem,
  deleteHomeBlockItem,
  getHomeBlockList,
  setHomeBlockItemShown,
  sortHomeBlock,
  updateHomeBlockItem,
  type HomeBlockItem,
  type HomeBlockItemInput,
} from '../api/home-block-api';
import { HomeBlockPreview } from './home-block-preview';
import { HomeItemForm } from './home-item-form';
import { SortableTable } from './sortable-table';

const STATE_COLORS: Record<ReturnType<typeof homeItemState>, string> = {
  展示中: 'success',
  已停用: 'default',
  未到展示时间: 'processing',
  已过期: 'warning',
};

type Editing = { item: Partial<HomeBlockItem> | null; editing: boolean } | null;

export interface HomeBlockManagerProps {
  def: HomeBlockDef;
  /** Card title (default `${def.title}管理`). */
  title?: string;
}

/**
 * The one back-office page of every official homepage block: the whole block in display order, drag (or 上移/下移)
 * to reorder — saved at once in one call —, the 启用 switch, the schedule window and state of each item, 新增 /
 * 编辑 in a modal with the image upload and a live preview, 删除 after confirmation, and 预览 of the block as the
 * home page shows it now.
 */
export function HomeBlockManager({ def, title }: HomeBlockManagerProps) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [items, setItems] = useState<HomeBlockItem[]>([]);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [previewOpen, setPreviewOpen] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setItems((await getHomeBlockList(def.block)).list);
    } catch {
      // the client has shown the message; keep what is on screen
    } finally {
      setLoading(false);
    }
  }, [def.block]);

  useEffect(() => {
    void load();
  }, [load]);

  const move = async (from: number, to: number) => {
    const next = moveItem(items, from, to);
    setItems(next);
    setSaving(true);
    try {
      await sortHomeBlock(
        def.block,
        next.map((i) => i.id),
      );
      message.success('排序已保存');
    } catch {
      // refused (e.g. someone else changed the block): show the server's order again
    } finally {
      setSaving(false);
      await load();
    }
  };

  const toggle = async (item: HomeBlockItem, checked: boolean) => {
    try {
      await setHomeBlockItemShown(def.block, item.id, checked);
      message.success(checked ? '已启用' : '已停用');
    } catch {
      // message shown by the client
    }
    await load();
  };

  const remove = async (item: HomeBlockItem) => {
    await confirm({ content: `确定删除${def.title}「${item.title}」吗？删除后不能恢复。`, danger: true }, async () => {
      await deleteHomeBlockItem(def.block, item.id);
      message.success('已删除');
      await load();
    });
  };

  const save = async (input: HomeBlockItemInput) => {
    if (editing?.editing && editing.item?.id) await updateHomeBlockItem(def.block, editing.item.id, input);
    else await createHomeBlockItem(def.block, input);
    message.success('已保存');
    setEditing(null);
    await load();
  };

  const now = new Date();
  const columns: TableColumnsType<HomeBlockItem> = [
    ...(def.imageLabel
      ? [
          {
            key: 'image',
            title: def.imageLabel,
            width: 140,
            render: (_: unknown, item: HomeBlockItem) =>
              item.image ? <Image src={item.image} alt={item.title} width={112} height={56} style={{ objectFit: 'cover' }} /> : <Typography.Text type="secondary">未上传</Typography.Text>,
          },
        ]
      : []),
    {
      key: 'title',
      title: '标题',
      render: (_, item) => (
        <div style={{ minWidth: 180, maxWidth: 320 }}>
          <div>{item.title}</div>
          {item.subtitle ? <Typography.Text type="secondary">{item.subtitle}</Typography.Text> : null}
          {item.competition_name ? (
            <div>
              <Typography.Text type="secondary">关联赛事：{item.competition_name}</Typography.Text>
            </div>
          ) : null}
        </div>
      ),
    },
    {
      key: 'link',
      title: def.video ? '视频 / 跳转链接' : '跳转链接',
      render: (_, item) => (
        <div style={{ maxWidth: 260, wordBreak: 'break-all' }}>
          {def.video && item.video_url ? <div>视频：{item.video_url}</div> : null}
          {item.link || (def.video && item.video_url ? null : '-')}
        </div>
      ),
    },
    {
      key: 'window',
      title: '展示时间',
      render: (_, item) =>
        item.show_from || item.show_until ? (
          <span style={{ whiteSpace: 'nowrap' }}>
            {item.show_from ? formatDateTime(item.show_from) : '立即'} ~ {item.show_until ? formatDateTime(item.show_until) : '长期'}
          </span>
        ) : (
          '长期展示'
        ),
    },
    {
      key: 'state',
      title: '状态',
      render: (_, item) => {
        const state = homeItemState(item, now);
        return <Tag color={STATE_COLORS[state]}>{state}</Tag>;
      },
    },
    {
      key: 'is_show',
      title: '启用',
      render: (_, item) => <Switch checked={item.is_show} aria-label={`启用：${item.title}`} onChange={(checked) => void toggle(item, checked)} />,
    },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      render: (_, item) => (
        <Space size={0}>
          <Button type="link" aria-label={`编辑：${item.title}`} onClick={() => setEditing({ item, editing: true })}>
            编辑
          </Button>
          <Button type="link" danger aria-label={`删除：${item.title}`} onClick={() => void remove(item)}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  const showing = items.filter((i) => isHomeItemShowing(i, now));

  return (
    <Card
      title={title ?? `${def.title}管理`}
      variant="borderless"
      extra={
        <Space>
          <Button onClick={() => setPreviewOpen(true)}>预览</Button>
          <Button type="primary" onClick={() => setEditing({ item: null, editing: false })}>
            新增
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        拖动左侧手柄（或点击上移、下移）调整顺序，松开后立即保存；官网首页只展示已启用且在展示时间内的内容。共 {items.length} 条，当前展示 {showing.length} 条。
      </Typography.Paragraph>
      <SortableTable<HomeBlockItem>
        items={items}
        columns={columns}
        onMove={(from, to) => void move(from, to)}
        saving={saving}
        loading={{ spinning: loading || saving, description: LOADING_TEXT }}
        locale={{ emptyText: loading ? LOADING_TEXT : EMPTY_TEXT }}
        aria-label={`${def.title}列表`}
      />
      <HomeItemForm
        def={def}
        item={editing?.item ?? null}
        editing={Boolean(editing?.editing)}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onSubmit={save}
      />
      <Modal open={previewOpen} title={`${def.title}预览（官网首页当前效果）`} footer={null} width={1000} onCancel={() => setPreviewOpen(false)} destroyOnHidden>
        <HomeBlockPreview def={def} items={showing} />
      </Modal>
    </Card>
  );
}
