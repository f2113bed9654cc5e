import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { App, Button, Card, Empty, Form, Input, InputNumber, Modal, Space, Spin, Table } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { useConfirm } from 'shared/antd';
import { createAward } from '../api/create-award';
import { deleteAward } from '../api/delete-award';
import { getAwards } from '../api/get-awards';
import type { Award } from '../api/types';
import { updateAward } from '../api/update-award';
import { ItemSelect } from '../components/item-select';
import { useChosenItem, useEventItems } from '../components/use-event-items';

interface AwardForm {
  name: string;
  place_from: number;
  place_to: number;
}

const placeText = (a: Award) => (a.place_from === a.place_to ? `第 ${a.place_from} 名` : `第 ${a.place_from}–${a.place_to} 名`);

/**
 * 奖项设置 (award, `…/setting`): the awards of each event item by place range (冠军 第 1 名, 优胜奖 第 4–8 名 …);
 * 新增/编辑/删除. The server refuses overlapping ranges and an end place before the start.
 */
export default function AwardPage() {
  const competitionId = Number(useParams().id);
  const items = useEventItems(competitionId);
  const [itemId, setItemId] = useChosenItem(items);
  const [awards, setAwards] = useState<Award[] | null>(null);
  const [editing, setEditing] = useState<Award | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<AwardForm>();
  const { message } = App.useApp();
  const confirm = useConfirm();

  const load = useCallback(async () => {
    if (itemId === undefined) return;
    try {
      setAwards((await getAwards(itemId)).list);
    } catch {
      setAwards([]);
    }
  }, [itemId]);

  useEffect(() => {
    setAwards(null);
    void load();
  }, [load]);

  const open = (award: Award | 'new') => {
    setEditing(award);
    form.setFieldsValue(award === 'new' ? { name: '', place_from: undefined, place_to: undefined } : award);
  };

  const save = async (v: AwardForm) => {
    if (itemId === undefined || editing === null) return;
    setSaving(true);
    try {
      const body = { name: v.name.trim(), place_from: v.place_from, place_to: v.place_to };
      if (editing === 'new') await createAward({ event_item_id: itemId, ...body });
      else await updateAward({ id: editing.id, ...body });
      message.success('奖项已保存');
      setEditing(null);
      await load();
    } catch {
      // the shared client shows the refusal (e.g. 名次范围与奖项「…」重叠); the modal stays open
    } finally {
      setSaving(false);
    }
  };

  const remove = (a: Award) =>
    confirm({ title: '删除奖项', content: `确定删除奖项「${a.name}」吗？`, danger: true }, async () => {
      try {
        await deleteAward(a.id);
        message.success('已删除');
        await load();
      } catch {
        // shown by the shared client
      }
    });

  if (items === null) return <Spin description={LOADING_TEXT} />;
  if (items.length === 0) return <Empty description="请先在报名设置中添加项目" />;

  return (
    <Card
      title="奖项设置"
      extra={
        <Space>
          <ItemSelect items={items} value={itemId} onChange={setItemId} />
          <Button type="primary" onClick={() => open('new')}>
            新增
          </Button>
        </Space>
      }
    >
      <Table<Award>
        aria-label="奖项"
        rowKey="id"
        pagination={false}
        dataSource={awards ?? []}
        loading={{ spinning: awards === null, description: LOADING_TEXT }}
        locale={{ emptyText: awards === null ? LOADING_TEXT : EMPTY_TEXT }}
        columns={[
          { title: '奖项名称', dataIndex: 'name', key: 'name' },
          { title: '名次范围', key: 'places', render: (_: unknown, a) => placeText(a) },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, a) => (
              <Space>
                <Button type="link" size="small" onClick={() => open(a)} aria-label={`编辑${a.name}`}>
                  编辑
                </Button>
                <Button type="link" size="small" danger onClick={() => void remove(a)} aria-label={`删除${a.name}`}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '新增奖项' : '编辑奖项'}
        okText="保存"
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form<AwardForm> form={form} layout="vertical" onFinish={(v) => void save(v)}>
          <Form.Item label="奖项名称" name="name" rules={[{ required: true, whitespace: true, message: '请填写奖项名称' }]}>
            <Input aria-label="奖项名称" maxLength={30} placeholder="如：冠军、一等奖、优胜奖" />
          </Form.Item>
          <Space>
            <Form.Item label="起始名次" name="place_from" rules={[{ required: true, message: '请填写起始名次' }]}>
              <InputNumber aria-label="起始名次" min={1} precision={0} />
            </Form.Item>
            <Form.Item label="结束名次" name="place_to" rules={[{ required: true, message: '请填写结束名次' }]}>
              <InputNumber aria-label="结束名次" min={1} precision={0} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </Card>
  );
}
