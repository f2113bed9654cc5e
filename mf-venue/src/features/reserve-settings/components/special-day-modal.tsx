import { DatePicker, Form, Input, Radio, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { FormModal } from 'shared/antd';
import type { SpecialDayPayload } from '../api/types';
import { CLOCK_OPTIONS, START_OPTIONS } from './clock-options';

type Kind = 'closed' | 'hours' | 'holiday' | 'workday';
interface Values {
  day: Dayjs;
  kind: Kind;
  opens?: string;
  closes?: string;
  note?: string;
}

/** 特殊日期: a date closed all day, with its own hours, a holiday (节假日价) or 调休 (a weekend day priced as a weekday). */
export function SpecialDayModal({ open, venueId, onCancel, onSubmit }: { open: boolean; venueId: number; onCancel: () => void; onSubmit: (payload: SpecialDayPayload) => Promise<unknown> }) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  return (
    <FormModal<Values>
      open={open}
      form={form}
      title="设置特殊日期"
      formLabel="特殊日期"
      initialValues={{ kind: 'closed', opens: '08:00', closes: '22:00' }}
      clearOnDestroy
      onCancel={onCancel}
      onSubmit={(v) =>
        onSubmit({
          venue_id: venueId,
          day: v.day.format('YYYY-MM-DD'),
          closed: v.kind === 'closed' ? 1 : 0,
          opens: v.kind === 'hours' ? (v.opens ?? null) : null,
          closes: v.kind === 'hours' ? (v.closes ?? null) : null,
          holiday: v.kind === 'holiday' ? 1 : 0,
          workday: v.kind === 'workday' ? 1 : 0,
          note: v.note?.trim() ?? '',
        })
      }
    >
      <Form.Item name="day" label="日期" rules={[{ required: true, message: '请选择日期' }]}>
        <DatePicker placeholder="特殊日期" />
      </Form.Item>
      <Form.Item name="kind" label="安排">
        <Radio.Group
          options={[
            { value: 'closed', label: '全天闭馆' },
            { value: 'hours', label: '另定营业时间' },
            { value: 'holiday', label: '节假日（按节假日价）' },
            { value: 'workday', label: '调休工作日（按平日价）' },
          ]}
        />
      </Form.Item>
      {kind === 'hours' ? (
        <Space>
          <Form.Item name="opens" label="开始">
            <Select aria-label="当天开始" style={{ width: 100 }} options={START_OPTIONS} />
          </Form.Item>
          <Form.Item name="closes" label="结束">
            <Select aria-label="当天结束" style={{ width: 100 }} options={CLOCK_OPTIONS} />
          </Form.Item>
        </Space>
      ) : null}
      <Form.Item name="note" label="备注" rules={[{ max: 64, message: '最多64个字' }]}>
        <Input placeholder="如：元旦" />
      </Form.Item>
    </FormModal>
  );
}
