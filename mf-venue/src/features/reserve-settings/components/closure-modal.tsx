import { DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayMinuteInstant, parseClock } from 'shared/rules';
import { FormModal } from 'shared/antd';
import type { ClosurePayload, VenueCourt } from '../api/types';
import { CLOCK_OPTIONS, START_OPTIONS } from './clock-options';

interface Values {
  court_id: number;
  days: [Dayjs, Dayjs];
  start_clock: string;
  end_clock: string;
  closure_reason?: string;
}

const instant = (day: Dayjs, clock: string) => dayMinuteInstant(day.format('YYYY-MM-DD'), parseClock(clock) ?? 0).toISOString();

/**
 * 新增闭馆: the whole venue or one court, from a day and time to a day and time (China time), with the reason a refused
 * booking shows. The server refuses it while paid bookings or live holds lie inside (该时段内还有N个有效预订…).
 */
export function ClosureModal({ open, venueId, courts, onCancel, onSubmit }: { open: boolean; venueId: number; courts: readonly VenueCourt[]; onCancel: () => void; onSubmit: (payload: ClosurePayload) => Promise<unknown> }) {
  return (
    <FormModal<Values>
      open={open}
      title="新增闭馆"
      formLabel="新增闭馆"
      initialValues={{ court_id: 0, start_clock: '00:00', end_clock: '24:00' }}
      clearOnDestroy
      onCancel={onCancel}
      onSubmit={(v) =>
        onSubmit({ venue_id: venueId, court_id: v.court_id || null, start_at: instant(v.days[0], v.start_clock), end_at: instant(v.days[1], v.end_clock), closure_reason: v.closure_reason?.trim() ?? '' })
      }
    >
      <Form.Item name="court_id" label="范围">
        <Select aria-label="闭馆范围" options={[{ value: 0, label: '整个场馆' }, ...courts.map((c) => ({ value: c.id, label: c.name }))]} />
      </Form.Item>
      <Form.Item name="days" label="日期" rules={[{ required: true, message: '请选择闭馆日期' }]}>
        <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
      </Form.Item>
      <Space>
        <Form.Item name="start_clock" label="开始日的开始时刻">
          <Select aria-label="开始时刻" style={{ width: 100 }} options={START_OPTIONS} />
        </Form.Item>
        <Form.Item name="end_clock" label="结束日的结束时刻">
          <Select aria-label="结束时刻" style={{ width: 100 }} options={CLOCK_OPTIONS} />
        </Form.Item>
      </Space>
      <Form.Item name="closure_reason" label="原因" extra="预订被拒时向用户显示；不填为「暂停开放」" rules={[{ max: 128, message: '最多128个字' }]}>
        <Input placeholder="如：场地维护" />
      </Form.Item>
    </FormModal>
  );
}
