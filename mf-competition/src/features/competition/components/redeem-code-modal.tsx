import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { redeemPermissionCode } from '../api/redeem-permission-code';
import type { CodeRedeemed } from '../api/types';

/** 使用管理权限码: an institution user enters the code another institution gave them (POST /competition/code/redeem). */
export function RedeemCodeModal({ open, onClose, onRedeemed }: { open: boolean; onClose: () => void; onRedeemed: (r: CodeRedeemed) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async ({ code }: { code: string }) => {
    setSaving(true);
    try {
      const r = await redeemPermissionCode(code.trim().toUpperCase());
      message.success(`已获得「${r.name}」的管理权限`);
      form.resetFields();
      onRedeemed(r);
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="使用管理权限码" okText="确定" cancelText="取消" onOk={() => form.submit()} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <p>输入赛事所属机构提供的管理权限码，即可管理该赛事。</p>
      <Form form={form} layout="vertical" onFinish={submit} aria-label="使用管理权限码">
        <Form.Item name="code" label="管理权限码" rules={[{ required: true, whitespace: true, message: '请输入管理权限码' }, { max: 32, message: '管理权限码最多32个字符' }]}>
          <Input placeholder="例如：AB3CD4EF5G" autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
