import { useState } from 'react';
import { App, Form, Modal } from 'antd';
import { createSeries } from '../api/create-series';
import type { CompetitionType } from '../api/types';
import { InstitutionSelect } from './institution-select';
import { SeriesFields } from './series-fields';

interface Values {
  institution_id?: number;
  name: string;
  c_type: CompetitionType;
  description?: string;
}

/** 新建系列: name, 比赛/活动 and a description; platform admins also pick the institution. */
export function SeriesFormModal({
  open,
  institutionId,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The organiser's active institution; undefined for platform admins (they pick one). */
  institutionId?: number;
  onClose: () => void;
  onCreated: (series: { id: number; c_type: CompetitionType }) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      const { id } = await createSeries({ institution_id: institutionId ?? v.institution_id!, name: v.name.trim(), c_type: v.c_type, description: v.description?.trim() ?? '' });
      message.success('系列已创建');
      form.resetFields();
      onCreated({ id, c_type: v.c_type });
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title="新建系列" okText="确定" cancelText="取消" onOk={() => form.submit()} onCancel={onClose} confirmLoading={saving} destroyOnHidden>
      <Form<Values> form={form} layout="vertical" initialValues={{ c_type: 1 }} onFinish={submit} aria-label="新建系列">
        {institutionId === undefined ? (
          <Form.Item name="institution_id" label="主办机构" rules={[{ required: true, message: '请选择主办机构' }]}>
            <InstitutionSelect />
          </Form.Item>
        ) : null}
        <SeriesFields namePlaceholder="例如：浙江省青少年田径联赛" />
      </Form>
    </Modal>
  );
}
