import { useEffect } from 'react';
import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Dayjs } from 'dayjs';
import { idCardRule, mobileRule, SIGN_UP_MSG } from 'shared/rules';
import { useSaving } from 'shared/antd';
import { createSignUp } from '../api/create-sign-up';
import type { EntryType, EventItem, SignUpSettings } from '../api/types';
import { PERSON_GENDER_OPTIONS, SIGN_UP_STATUS } from './sign-up-texts';

interface PersonValues {
  real_name: string;
  id_card?: string;
  phone?: string;
  gender?: 1 | 2;
  birth_date?: Dayjs | null;
}

interface AddValues extends PersonValues {
  event_item_id: number;
  team_name?: string;
  affiliation?: string;
  seed?: number | null;
  extra?: Record<string, string>;
  members?: PersonValues[];
}

const person = (p: PersonValues) => ({
  real_name: p.real_name.trim(),
  ...(p.id_card?.trim() ? { id_card: p.id_card.trim().toUpperCase() } : {}),
  ...(p.phone?.trim() ? { phone: p.phone.trim() } : {}),
  ...(p.gender ? { gender: p.gender } : {}),
  ...(p.birth_date ? { birth_date: p.birth_date.format('YYYY-MM-DD') } : {}),
});

/** The person fields (the settings say which are required); validated like the server: 身份证号/手机号格式错误. */
function PersonFields({ settings, prefix, label }: { settings: SignUpSettings; prefix: (string | number)[]; label: string }) {
  const req = (key: string) => settings.required_fields.includes(key);
  return (
    <Space wrap align="start">
      <Form.Item name={[...prefix, 'real_name']} label={`${label}姓名`} rules={[{ required: true, whitespace: true, message: `请填写${label}姓名` }]}>
        <Input style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name={[...prefix, 'id_card']} label={`${label}身份证号`} rules={[{ required: req('id_card'), message: `请填写${label}身份证号` }, idCardRule]}>
        <Input style={{ width: 200 }} maxLength={18} />
      </Form.Item>
      <Form.Item name={[...prefix, 'phone']} label={`${label}手机号`} rules={[{ required: req('phone'), message: `请填写${label}手机号` }, mobileRule]}>
        <Input style={{ width: 140 }} maxLength={11} />
      </Form.Item>
      <Form.Item name={[...prefix, 'gender']} label={`${label}性别`} rules={[{ required: req('gender'), message: `请选择${label}性别` }]}>
        <Select style={{ width: 90 }} options={PERSON_GENDER_OPTIONS} allowClear />
      </Form.Item>
      <Form.Item name={[...prefix, 'birth_date']} label={`${label}出生日期`} rules={[{ required: req('birth_date'), message: `请填写${label}出生日期` }]}>
        <DatePicker />
      </Form.Item>
    </Space>
  );
}

/** 新增报名 by the organiser (any time, source 主办方添加): an individual or a team with members (first = captain). */
export function AddSignUpModal({
  open,
  competitionId,
  entryType,
  items,
  settings,
  onClose,
  onSaved,
}: {
  open: boolean;
  competitionId: number;
  entryType: EntryType;
  items: EventItem[];
  settings: SignUpSettings;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AddValues>();
  const { saving, run } = useSaving();
  const itemId = Form.useWatch('event_item_id', form);
  const item = items.find((i) => i.id === itemId);
  const team = entryType === 'team';

  // every opening starts from an empty form; only the opening does: the list reloading its items while the dialog is
  // open (after the previous save) must not wipe what is being typed
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  // one item to choose from: it is chosen (also when the items arrive after the opening)
  useEffect(() => {
    if (open && items.length === 1 && form.getFieldValue('event_item_id') === undefined) form.setFieldValue('event_item_id', items[0].id);
  }, [open, items, form]);

  // every opening (after the reset above) and every item change starts with the item's minimum of member rows
  useEffect(() => {
    if (open && team && item) {
      const members = (form.getFieldValue('members') as PersonValues[] | undefined) ?? [];
      if (members.length < item.team_min) form.setFieldValue('members', [...members, ...Array.from({ length: item.team_min - members.length }, () => ({ real_name: '' }))]);
    }
  }, [open, team, item, form]);

  const submit = async (v: AddValues) => {
    await run(async () => {
      const extra = Object.fromEntries(Object.entries(v.extra ?? {}).filter(([, value]) => typeof value === 'string' && value.trim() !== '').map(([k, value]) => [k, value.trim()]));
      const created = await createSignUp({
        id: competitionId,
        event_item_id: v.event_item_id,
        ...(team ? { team_name: (v.team_name ?? '').trim(), members: (v.members ?? []).map(person) } : person(v)),
        affiliation: (v.affiliation ?? '').trim(),
        ...(typeof v.seed === 'number' ? { seed: v.seed } : {}),
        ...(Object.keys(extra).length > 0 ? { extra } : {}),
      });
      message.success(`已添加报名（${SIGN_UP_STATUS[created.status].text}）`);
      onSaved();
    });
  };

  return (
    <Modal
      open={open}
      title={team ? '新增团队报名' : '新增个人报名'}
      okText="保存"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      forceRender
      width={team ? 980 : 760}
    >
      <Form<AddValues> form={form} name="add-sign-up" layout="vertical" onFinish={submit} aria-label={team ? '新增团队报名' : '新增个人报名'}>
        <Form.Item name="event_item_id" label="报名项目" rules={[{ required: true, message: '请选择报名项目' }]}>
          <Select style={{ width: 260 }} placeholder="请选择项目" options={items.map((i) => ({ value: i.id, label: i.name }))} />
        </Form.Item>
        {team ? (
          <Form.Item name="team_name" label="队名" rules={[{ required: true, whitespace: true, message: SIGN_UP_MSG.teamNameRequired }, { max: 50, message: '最多50个字' }]}>
            <Input style={{ width: 260 }} />
          </Form.Item>
        ) : (
          <PersonFields settings={settings} prefix={[]} label="" />
        )}
        <Space wrap>
          <Form.Item name="affiliation" label="单位" rules={[{ max: 100, message: '最多100个字' }]}>
            <Input style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="seed" label="种子号">
            <InputNumber min={1} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Space>
        {settings.custom_fields.length > 0 ? (
          <Space wrap>
            {settings.custom_fields.map((f) => (
              <Form.Item key={f.key} name={['extra', f.key]} label={f.label} rules={[{ required: f.required, whitespace: true, message: `请填写${f.label}` }]}>
                <Input style={{ width: 200 }} />
              </Form.Item>
            ))}
          </Space>
        ) : null}
        {team ? (
          <Form.List
            name="members"
            rules={[
              {
                validator: async (_r, members: PersonValues[] | undefined) => {
                  const n = members?.length ?? 0;
                  if (item && (n < item.team_min || n > item.team_max)) throw new Error(`队员人数应在 ${item.team_min}–${item.team_max} 人之间`);
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <>
                <Typography.Title level={5}>队员（第一名为队长{item ? `，${item.team_min}–${item.team_max} 人` : ''}）</Typography.Title>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start">
                    <PersonFields settings={settings} prefix={[field.name]} label={`队员${index + 1}`} />
                    <Button aria-label={`删除队员${index + 1}`} danger icon={<DeleteOutlined />} style={{ marginTop: 30 }} onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ real_name: '' })}>
                  添加队员
                </Button>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
        ) : null}
      </Form>
    </Modal>
  );
}
