import { Button, Form, Select, Space, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { WEEKDAY_LABEL, WEEKDAYS } from 'shared/rules';
import { useSaving } from 'shared/antd';
import type { OpeningHoursPayload, VenueOpeningHours } from '../api/types';
import { CLOCK_OPTIONS, START_OPTIONS } from './clock-options';

type Hours = OpeningHoursPayload['hours'];
const WEEKDAY_OPTIONS = WEEKDAYS.map((d) => ({ value: d, label: WEEKDAY_LABEL[d] }));

/** 每周营业时间: ranges per weekday (several for a split day; none: closed that day), saved all at once. */
export function WeeklyHoursForm({ hours, onSave }: { hours: VenueOpeningHours; onSave: (hours: Hours) => Promise<unknown> }) {
  const { saving, run } = useSaving();
  return (
    <Form<{ hours: Hours }> layout="vertical" aria-label="每周营业时间" initialValues={{ hours: hours.hours }} onFinish={(v) => run(() => onSave(v.hours ?? []))}>
      <Typography.Paragraph type="secondary">当前：{hours.summary || '每天休息'}。同一天可设多段营业时间（如午间休息），没有时段的星期几为休息日。</Typography.Paragraph>
      <Form.List name="hours">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'weekday']} rules={[{ required: true, message: '请选择星期' }]}>
                  <Select aria-label={`第${i + 1}段 星期`} style={{ width: 90 }} options={WEEKDAY_OPTIONS} />
                </Form.Item>
                <Form.Item name={[field.name, 'opens']} rules={[{ required: true, message: '请选择开始' }]}>
                  <Select aria-label={`第${i + 1}段 开始`} style={{ width: 90 }} options={START_OPTIONS} />
                </Form.Item>
                <Form.Item name={[field.name, 'closes']} rules={[{ required: true, message: '请选择结束' }]}>
                  <Select aria-label={`第${i + 1}段 结束`} style={{ width: 90 }} options={CLOCK_OPTIONS} />
                </Form.Item>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除第${i + 1}段`} onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Space>
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ weekday: 1, opens: '08:00', closes: '22:00' })}>
                添加营业时段
              </Button>
              <Button type="primary" htmlType="submit" loading={saving}>
                保存营业时间
              </Button>
            </Space>
          </>
        )}
      </Form.List>
    </Form>
  );
}
