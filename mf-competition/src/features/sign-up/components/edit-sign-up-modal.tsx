import { useEffect, useState } from 'react';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { mobileRule, SIGN_UP_MSG } from 'shared/rules';
import { updateSignUp } from '../api/update-sign-up';
import type { SignUpEntry } from '../api/types';

interface EditValues {
  entrant_name: string;
  real_name: string;
  phone?: string;
  affiliation?: string;
  seed?: number | null;
}

/** 编辑 an entry: name (队名 and 联系人 for a team), contact phone, 单位 and seed number (empty clears it). */
export function EditSignUpModal({ entry, onClose, onSaved }: { entry: SignUpEntry | null; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EditValues>();
  const [saving, setSaving] = useState(false);
  const team = entry?.entry_type === 'team';

  useEffect(() => {
    if (entry) form.setFieldsValue({ entrant_name: entry.entrant_name, real_name: entry.real_name, phone: entry.phone, affiliation: entry.affiliation, seed: entry.seed });
  }, [entry, form]);

  const submit = async (v: EditValues) => {
    if (!entry) return;
    setSaving(true);
    try {
      await updateSignUp({
        id: entry.id,
        ...(team ? { entrant_name: v.entrant_name.trim() } : {}),
        real_name: v.real_name.trim(),
        phone: (v.phone ?? '').trim(),
        affiliation: (v.affiliation ?? '').trim(),
        seed: typeof v.seed === 'number' ? v.seed : null,
      });
      message.success('报名信息已保存');
      onSaved();
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={entry !== null} title="编辑报名" okText="保存" cancelText="取消" onOk={() => form.submit()} onCancel={onClose} confirmLoading={saving} forceRender destroyOnHidden>
      <Form<EditValues> form={form} name="edit-sign-up" layout="vertical" onFinish={submit} aria-label="编辑报名">
        {team ? (
          <Form.Item name="entrant_name" label="队名" rules={[{ required: true, whitespace: true, message: SIGN_UP_MSG.teamNameRequired }]}>
            <Input />
          </Form.Item>
        ) : null}
        <Form.Item name="real_name" label={team ? '队长姓名' : '姓名'} rules={[{ required: true, whitespace: true, message: SIGN_UP_MSG.realNameRequired }]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[mobileRule]}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="affiliation" label="单位" rules={[{ max: 100, message: '最多100个字' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="seed" label="种子号" extra="留空表示不设种子">
          <InputNumber min={1} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
