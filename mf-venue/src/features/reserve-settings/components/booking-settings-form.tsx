import { Button, Form, InputNumber, Space, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useSaving } from 'shared/antd';
import type { BookingSettingsPayload, VenueBookingSettings } from '../api/types';

type Values = Omit<BookingSettingsPayload, 'venue_id'>;

/**
 * 预订设置: the payment window, the parallel booking limit, the longest booking (hours, sent in minutes), the days a user
 * may book ahead, and the refund tiers, with the policy explained in words as the server states it.
 */
export function BookingSettingsForm({ settings, onSave }: { settings: VenueBookingSettings; onSave: (values: Values) => Promise<unknown> }) {
  const { saving, run } = useSaving();
  const initialValues = { ...settings, max_booking_hours: settings.max_booking_minutes / 60 };
  return (
    <Form<Values & { max_booking_hours: number }>
      layout="vertical"
      aria-label="预订设置"
      style={{ maxWidth: 640 }}
      initialValues={initialValues}
      onFinish={(v) =>
        run(() =>
          onSave({
            payment_window_minutes: v.payment_window_minutes,
            parallel_booking_limit: v.parallel_booking_limit,
            max_booking_minutes: Math.round(v.max_booking_hours * 60),
            bookable_days: v.bookable_days,
            refund_tiers: v.refund_tiers ?? [],
          }),
        )
      }
    >
      <Form.Item name="payment_window_minutes" label="支付时限（分钟）" extra="选好时段后保留多久等待支付，超时自动释放" rules={[{ required: true, message: '请填写支付时限' }]}>
        <InputNumber min={1} max={120} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="parallel_booking_limit" label="每人同时预订数上限" extra="每位用户在本场馆未结束的预订数；0 为不限" rules={[{ required: true, message: '请填写上限' }]}>
        <InputNumber min={0} max={100} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="max_booking_hours" label="单次预订时长上限（小时）" extra="半小时为单位，最长 24 小时" rules={[{ required: true, message: '请填写时长上限' }]}>
        <InputNumber min={0.5} max={24} step={0.5} precision={1} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="bookable_days" label="可提前预订天数" extra="含当天，1–366 天" rules={[{ required: true, message: '请填写可提前预订天数' }]}>
        <InputNumber min={1} max={366} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Typography.Title level={5}>退款规则</Typography.Title>
      <Typography.Paragraph>
        当前{settings.refund_policy_custom ? '（本场馆自定）' : '（默认规则）'}：{settings.refund_policy_text}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">每一档：开始前至少多少小时取消，退还预订金额的百分比；提前越早退款比例不能越低。没有档位时按默认规则。场馆取消的预订全额退款。</Typography.Paragraph>
      <Form.List name="refund_tiers">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Space key={field.key} align="baseline">
                <span>开始前至少</span>
                <Form.Item name={[field.name, 'hours_before']} rules={[{ required: true, message: '请填写小时数' }]}>
                  <InputNumber aria-label={`第${i + 1}档 提前小时数`} min={0} max={720} precision={0} />
                </Form.Item>
                <span>小时取消，退</span>
                <Form.Item name={[field.name, 'percent']} rules={[{ required: true, message: '请填写比例' }]}>
                  <InputNumber aria-label={`第${i + 1}档 退款比例`} min={0} max={100} precision={0} />
                </Form.Item>
                <span>%</span>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除第${i + 1}档`} onClick={() => remove(field.name)} />
              </Space>
            ))}
            <Form.Item>
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ hours_before: 24, percent: 100 })}>
                添加退款档位
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存预订设置
      </Button>
    </Form>
  );
}
