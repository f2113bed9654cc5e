import { useEffect, useState } from 'react';
import { App, DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SIGN_UP_ENTRY_MSG } from 'shared/rules';
import { createEventItem } from '../api/create-event-item';
import { updateEventItem } from '../api/update-event-item';
import type { EntryType, EventItem } from '../api/types';
import { GENDER_OPTIONS } from './sign-up-texts';

interface ItemValues {
  name: string;
  entry_type: EntryType;
  gender: 0 | 1 | 2;
  age_group?: string;
  birth_from?: Dayjs | null;
  birth_to?: Dayjs | null;
  capacity: number;
  fee: number;
  team_min?: number;
  team_max?: number;
}

const DATE = 'YYYY-MM-DD';
const toValues = (item: EventItem | null): ItemValues =>
  item
    ? {
        name: item.name,
        entry_type: item.entry_type,
        gender: item.gender,
        age_group: item.age_group,
        birth_from: item.birth_from ? dayjs(item.birth_from) : null,
        birth_to: item.birth_to ? dayjs(item.birth_to) : null,
        capacity: item.capacity,
        fee: Number(item.fee),
        team_min: item.team_min,
        team_max: item.team_max,
      }
    : { name: '', entry_type: 'individual', gender: 0, age_group: '', birth_from: null, birth_to: null, capacity: 0, fee: 0, team_min: 5, team_max: 12 };

export type EventItemTarget = { mode: 'create' } | { mode: 'edit'; item: EventItem };

/** 新增项目 / 编辑项目: name, 个人/团队, gender, age group, birth range, capacity (0 = 不限), fee (元, 0 = 免费), team size. */
export function EventItemModal({
  competitionId,
  target,
  onClose,
  onSaved,
}: {
  competitionId: number;
  target: EventItemTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ItemValues>();
  const [saving, setSaving] = useState(false);
  const entryType = Form.useWatch('entry_type', form);
  const editing = target?.mode === 'edit' ? target.item : null;

  useEffect(() => {
    if (target) form.setFieldsValue(toValues(editing));
  }, [target, editing, form]);

  const submit = async (v: ItemValues) => {
    setSaving(true);
    const team = v.entry_type === 'team';
    const body = {
      name: v.name.trim(),
      entry_type: v.entry_type,
      gender: v.gender,
      age_group: (v.age_group ?? '').trim(),
      birth_from: v.birth_from ? v.birth_from.format(DATE) : null,
      birth_to: v.birth_to ? v.birth_to.format(DATE) : null,
      capacity: v.capacity ?? 0,
      fee: String(v.fee ?? 0),
      ...(team ? { team_min: v.team_min ?? 1, team_max: v.team_max ?? v.team_min ?? 1 } : {}),
    };
    try {
      if (editing) await updateEventItem({ id: editing.id, ...body });
      else await createEventItem({ competition_id: competitionId, ...body });
      message.success(editing ? '项目已保存' : '项目已添加');
      onSaved();
    } catch {
      // shown by the shared client (e.g. 名额不能少于已报名人数（N）)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={editing ? '编辑项目' : '新增项目'}
      okText="保存"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
      width={620}
    >
      <Form<ItemValues> form={form} layout="vertical" onFinish={submit} aria-label="报名项目" initialValues={toValues(editing)}>
        <Form.Item name="name" label="项目名称" rules={[{ required: true, whitespace: true, message: '请填写项目名称' }, { max: 50, message: '最多50个字' }]}>
          <Input placeholder="如 男子100米、U12组" />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="entry_type" label="报名方式">
            <Radio.Group
              disabled={Boolean(editing && editing.approved_count + editing.pending_count + editing.waiting_count > 0)}
              options={[
                { value: 'individual', label: '个人' },
                { value: 'team', label: '团队' },
              ]}
            />
          </Form.Item>
          <Form.Item name="gender" label="性别限制">
            <Select options={GENDER_OPTIONS} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="age_group" label="年龄组" rules={[{ max: 20, message: '最多20个字' }]}>
            <Input placeholder="如 U12" style={{ width: 140 }} />
          </Form.Item>
        </Space>
        <Space wrap size="large">
          <Form.Item name="birth_from" label="出生日期起（含）">
            <DatePicker placeholder="不限" />
          </Form.Item>
          <Form.Item
            name="birth_to"
            label="出生日期止（含）"
            dependencies={['birth_from']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_r, value: Dayjs | null) => {
                  const from = getFieldValue('birth_from') as Dayjs | null;
                  return value && from && value.isBefore(from, 'day') ? Promise.reject(new Error('起始日期不能晚于截止日期')) : Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker placeholder="不限" />
          </Form.Item>
        </Space>
        <Space wrap size="large">
          <Form.Item name="capacity" label="名额" extra="0 = 不限" rules={[{ required: true, message: '请填写名额' }]}>
            <InputNumber min={0} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="fee" label="报名费（元）" extra="0 = 免费" rules={[{ required: true, message: '请填写报名费' }]}>
            <InputNumber min={0} precision={2} step={10} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        {entryType === 'team' ? (
          <Space wrap size="large">
            <Form.Item name="team_min" label="每队最少人数" rules={[{ required: true, message: '请填写每队最少人数' }]}>
              <InputNumber min={1} precision={0} style={{ width: 140 }} />
            </Form.Item>
            <Form.Item
              name="team_max"
              label="每队最多人数"
              dependencies={['team_min']}
              rules={[
                { required: true, message: '请填写每队最多人数' },
                ({ getFieldValue }) => ({
                  validator: (_r, value: number | null) =>
                    typeof value === 'number' && value < (getFieldValue('team_min') as number) ? Promise.reject(new Error(SIGN_UP_ENTRY_MSG.teamMaxBelowMin)) : Promise.resolve(),
                }),
              ]}
            >
              <InputNumber min={1} precision={0} style={{ width: 140 }} />
            </Form.Item>
          </Space>
        ) : null}
      </Form>
    </Modal>
  );
}
