import { useState } from 'react';
import { App, Button, Card, Checkbox, Form, Input, Space, Switch, Tooltip } from 'antd';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { windowRefusal } from 'shared/rules';
import { ChinaDateTimePicker } from 'shared/antd';
import { updateSignUpSettings } from '../api/update-sign-up-settings';
import type { SignUpSettings } from '../api/types';
import { REQUIRED_FIELD_OPTIONS } from './sign-up-texts';

interface CustomFieldRow {
  key?: string;
  label?: string;
  required?: boolean;
}

interface SettingsValues {
  /** ISO instants, picked as China time */
  opens_at: string | null;
  closes_at: string | null;
  review_required: boolean;
  waiting_list: boolean;
  enabled: boolean;
  required_fields: string[];
  custom_fields: CustomFieldRow[];
}

const toValues = (s: SignUpSettings): SettingsValues => ({
  opens_at: s.opens_at ?? null,
  closes_at: s.closes_at ?? null,
  review_required: s.review_required === 1,
  waiting_list: s.waiting_list === 1,
  enabled: s.enabled === 1,
  required_fields: [...new Set(['real_name', ...s.required_fields])],
  custom_fields: s.custom_fields.map((f) => ({ ...f })),
});

/** A key the server accepts (a-z0-9_, starting with a letter) that no other row uses. */
function freeKey(rows: CustomFieldRow[]): string {
  const used = new Set(rows.map((r) => r.key));
  let n = rows.length + 1;
  while (used.has(`field_${n}`)) n += 1;
  return `field_${n}`;
}

/**
 * 报名设置 form: window (截止时间 after 开始时间), 需要审核, 候补, 开放报名, required fields (真实姓名 always) and custom
 * fields (add / remove / reorder rows of label + 必填). PUT /competition/requirement. The window is shown and picked in
 * China time (Asia/Shanghai), as the server reads it, whatever the browser's zone.
 */
export function SignUpSettingsForm({ settings, onSaved }: { settings: SignUpSettings; onSaved: (s: SignUpSettings) => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsValues>();
  const [saving, setSaving] = useState(false);

  const submit = async (v: SettingsValues) => {
    setSaving(true);
    try {
      const rows = v.custom_fields ?? [];
      const saved = await updateSignUpSettings({
        id: settings.competition_id,
        opens_at: v.opens_at ? new Date(v.opens_at).toISOString() : null,
        closes_at: v.closes_at ? new Date(v.closes_at).toISOString() : null,
        review_required: v.review_required ? 1 : 0,
        waiting_list: v.waiting_list ? 1 : 0,
        enabled: v.enabled ? 1 : 0,
        required_fields: v.required_fields,
        custom_fields: rows.map((r, i) => ({
          key: r.key || freeKey(rows.slice(0, i).concat(rows.slice(i + 1))),
          label: (r.label ?? '').trim(),
          required: Boolean(r.required),
        })),
      });
      message.success('报名设置已保存');
      form.setFieldsValue(toValues(saved));
      onSaved(saved);
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="报名设置" variant="borderless">
      <Form<SettingsValues> form={form} layout="vertical" initialValues={toValues(settings)} onFinish={submit} aria-label="报名设置" style={{ maxWidth: 720 }}>
        <Space wrap size="large" align="start">
          <Form.Item name="opens_at" label="报名开始时间">
            <ChinaDateTimePicker placeholder="不限" />
          </Form.Item>
          <Form.Item
            name="closes_at"
            label="报名截止时间"
            dependencies={['opens_at']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_r, value: string | null | undefined) => {
                  const opens = getFieldValue('opens_at') as string | null | undefined;
                  const refusal = windowRefusal(opens ? new Date(opens) : null, value ? new Date(value) : null);
                  return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve();
                },
              }),
            ]}
          >
            <ChinaDateTimePicker placeholder="不限" />
          </Form.Item>
        </Space>
        <Space wrap size="large">
          <Form.Item name="enabled" label="开放报名" valuePropName="checked" tooltip="关闭时官网不接受报名">
            <Switch checkedChildren="开放" unCheckedChildren="关闭" />
          </Form.Item>
          <Form.Item name="review_required" label="需要审核" valuePropName="checked" tooltip="开启后报名需主办方审核通过">
            <Switch checkedChildren="是" unCheckedChildren="否" />
          </Form.Item>
          <Form.Item name="waiting_list" label="名额满后候补" valuePropName="checked" tooltip="名额已满时报名进入候补，有名额空出时按顺序递补">
            <Switch checkedChildren="是" unCheckedChildren="否" />
          </Form.Item>
        </Space>
        <Form.Item name="required_fields" label="必填信息">
          <Checkbox.Group options={REQUIRED_FIELD_OPTIONS.map((o) => ({ ...o, disabled: o.value === 'real_name' }))} />
        </Form.Item>
        <Form.Item label="自定义字段">
          <Form.List name="custom_fields">
            {(fields, { add, remove, move }) => (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {fields.map((field, index) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item name={[field.name, 'key']} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'label']}
                      rules={[{ required: true, whitespace: true, message: '请填写字段名称' }, { max: 20, message: '最多20个字' }]}
                      style={{ marginBottom: 0 }}
                    >
                      <Input placeholder="字段名称，如 服装尺码" aria-label={`自定义字段${index + 1}名称`} style={{ width: 220 }} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'required']} valuePropName="checked" style={{ marginBottom: 0 }}>
                      <Checkbox>必填</Checkbox>
                    </Form.Item>
                    <Tooltip title="上移">
                      <Button aria-label={`上移自定义字段${index + 1}`} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, index - 1)} />
                    </Tooltip>
                    <Tooltip title="下移">
                      <Button
                        aria-label={`下移自定义字段${index + 1}`}
                        icon={<ArrowDownOutlined />}
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                    </Tooltip>
                    <Tooltip title="删除">
                      <Button aria-label={`删除自定义字段${index + 1}`} danger icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                    </Tooltip>
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ key: freeKey((form.getFieldValue('custom_fields') as CustomFieldRow[] | undefined) ?? []), label: '', required: false })}
                >
                  添加自定义字段
                </Button>
              </Space>
            )}
          </Form.List>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存设置
        </Button>
      </Form>
    </Card>
  );
}
