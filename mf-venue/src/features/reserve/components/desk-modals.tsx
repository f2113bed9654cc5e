import { useState } from 'react';
import { App, Alert, Button, Checkbox, DatePicker, Descriptions, Form, Input, InputNumber, List, Modal, Select, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatAmount, useSubmitAttempt } from 'shared';
import { maskMobile } from 'shared/rules';
import { blockSlots, bookRecurring, bookWalkIn, cancelBookingByVenue, checkInByCode, previewRecurring, unblockSlot, type BoardCourt, type BoardSlot, type RecurringPreview } from '../api/reserve';

export type Selected = { court: BoardCourt; slot: BoardSlot };

type ContactValues = { contact_name: string; contact_mobile: string; paid_at_desk: boolean; note?: string };

function ContactItems() {
  return (
    <>
      <Form.Item name="contact_name" label="预订人" rules={[{ required: true, whitespace: true, message: '请填写预订人姓名' }]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="contact_mobile" label="手机号" rules={[{ required: true, pattern: /^1\d{10}$/, message: '请填写正确的11位手机号' }]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="paid_at_desk" valuePropName="checked">
        <Checkbox>已在前台收款（现金等线下收款）</Checkbox>
      </Form.Item>
      <Form.Item name="note" label="备注">
        <Input maxLength={255} />
      </Form.Item>
    </>
  );
}

const slotsOf = (selected: Selected[]) => selected.map(({ court, slot }) => ({ court_id: court.id, start: slot.start, end: slot.end }));
const describe = (selected: Selected[]) => selected.map(({ court, slot }) => `${court.name} ${slot.start_clock}–${slot.end_clock}`).join('、');

/** 前台预订 of the selected free half hours (a walk-in), or 锁场 of them. */
export function DeskBookingModal({ venueId, selected, mode, onClose, onDone }: { venueId: number; selected: Selected[]; mode: 'book' | 'block'; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ContactValues>();
  const attempt = useSubmitAttempt();
  const [saving, setSaving] = useState(false);
  const amount = selected.reduce((sum, s) => sum + (s.slot.amount_cents ?? 0), 0);
  const submit = async (values: ContactValues) => {
    setSaving(true);
    try {
      if (mode === 'block') {
        await blockSlots({ venue_id: venueId, slots: slotsOf(selected), note: values.note ?? '' });
        message.success('已锁场');
      } else {
        const payload = { venue_id: venueId, slots: slotsOf(selected), contact_name: values.contact_name, contact_mobile: values.contact_mobile, paid_at_desk: values.paid_at_desk ? 1 : 0, note: values.note ?? '' } as const;
        const done = await attempt.send(payload, (key) => bookWalkIn(payload, key));
        message.success(`预订成功，核销码 ${done.bookings.map((b) => b.check_in_code).join('、')}`);
      }
      onDone();
    } catch {
      // the shared client shows the server's message
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={mode === 'block' ? '锁场' : '前台预订'} okText={mode === 'block' ? '确认锁场' : '确认预订'} confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <p>时段：{describe(selected)}</p>
      {mode === 'book' && <p>金额：{formatAmount(amount)}</p>}
      <Form form={form} layout="vertical" initialValues={{ paid_at_desk: true }} onFinish={(v) => void submit(v)}>
        {mode === 'book' ? (
          <ContactItems />
        ) : (
          <Form.Item name="note" label="锁场原因">
            <Input maxLength={255} placeholder="如：设备检修、校队训练" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** A booking, hold or block of the board: who, its code; 核销, 取消预订 (the refund said first) or 解除锁场. */
export function BookingDetailModal({ venueId, selected, onClose, onDone }: { venueId: number; selected: Selected; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const attempt = useSubmitAttempt();
  const [reason, setReason] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const b = selected.slot.booking!;
  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      message.success(await work());
      onDone();
    } catch {
      // the shared client shows the server's message
    } finally {
      setBusy(false);
    }
  };
  const kindText = b.kind === 'block' ? '锁场' : b.kind === 'hold' ? '待支付' : b.status === 'checked_in' ? '已核销' : '已预订';
  return (
    <Modal open title="预订详情" footer={null} onCancel={onClose} destroyOnHidden>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="场地">{`${selected.court.name} ${selected.slot.start_clock} 起`}</Descriptions.Item>
        <Descriptions.Item label="状态">{kindText}</Descriptions.Item>
        {b.kind !== 'block' && <Descriptions.Item label="预订人">{b.name || '—'}</Descriptions.Item>}
        {b.kind !== 'block' && <Descriptions.Item label="手机号">{b.mobile ? maskMobile(b.mobile) : '—'}</Descriptions.Item>}
        {b.check_in_code && <Descriptions.Item label="核销码">{b.check_in_code}</Descriptions.Item>}
        {b.note && <Descriptions.Item label="备注">{b.note}</Descriptions.Item>}
      </Descriptions>
      {cancelling ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon message="场馆取消预订：线上支付的订单按退订规则全额原路退回；前台线下收款的预订请线下退款。" />
          <Input.TextArea aria-label="取消原因" placeholder="请填写取消原因（用户可见）" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Space>
            <Button
              danger
              loading={busy}
              disabled={!reason.trim()}
              onClick={() =>
                void run(async () => {
                  const payload = { id: b.id, reason: reason.trim() };
                  const done = await attempt.send(payload, (key) => cancelBookingByVenue(b.id, payload.reason, key));
                  return done.refund_cents > 0 ? `已取消，退款 ${formatAmount(done.refund_cents)}` : `已取消${done.refund_text ? `：${done.refund_text}` : ''}`;
                })
              }
            >
              确认取消
            </Button>
            <Button onClick={() => setCancelling(false)}>返回</Button>
          </Space>
        </Space>
      ) : (
        <Space>
          {b.kind === 'booking' && b.status === 'active' && b.check_in_code && (
            <Button type="primary" loading={busy} onClick={() => void run(async () => `已核销：${(await checkInByCode(venueId, b.check_in_code!)).name}`)}>
              核销
            </Button>
          )}
          {b.kind === 'block' ? (
            <Button loading={busy} onClick={() => void run(async () => (await unblockSlot(venueId, b.id), '已解除锁场'))}>
              解除锁场
            </Button>
          ) : (
            b.status === 'active' && (
              <Button danger onClick={() => setCancelling(true)}>
                取消预订
              </Button>
            )
          )}
        </Space>
      )}
    </Modal>
  );
}

const WEEKDAY_OPTIONS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'].map((label, i) => ({ value: i + 1, label }));
const CLOCKS = Array.from({ length: 49 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`).map((c) => ({ value: c, label: c }));

type SeriesValues = ContactValues & { court_id: number; from: Dayjs; weekday: number; start: string; end: string; weeks: number };

/** 周期预订: preview the dates (the colliding ones listed with their reasons), then book the rest in one step. */
export function RecurringModal({ venueId, courts, day, onClose, onDone }: { venueId: number; courts: BoardCourt[]; day: string; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SeriesValues>();
  const attempt = useSubmitAttempt();
  const [preview, setPreview] = useState<RecurringPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const seriesOf = (v: SeriesValues) => ({ venue_id: venueId, court_id: v.court_id, from: v.from.format('YYYY-MM-DD'), weekday: v.weekday, start: v.start, end: v.end, weeks: v.weeks });
  const doPreview = async () => {
    const v = await form.validateFields(['court_id', 'from', 'weekday', 'start', 'end', 'weeks']);
    setBusy(true);
    try {
      setPreview(await previewRecurring(seriesOf(v as SeriesValues)));
    } catch {
      // the shared client shows the server's message
    } finally {
      setBusy(false);
    }
  };
  const book = async () => {
    const v = await form.validateFields();
    const days = preview!.occurrences.filter((o) => o.free).map((o) => o.day);
    const payload = { ...seriesOf(v), days, contact_name: v.contact_name, contact_mobile: v.contact_mobile, paid_at_desk: v.paid_at_desk ? 1 : 0, note: v.note ?? '' } as const;
    setBusy(true);
    try {
      const done = await attempt.send(payload, (key) => bookRecurring(payload, key));
      message.success(`已预订 ${done.bookings.length} 个日期`);
      onDone();
    } catch {
      setPreview(null);
    } finally {
      setBusy(false);
    }
  };
  const weekday = ((dayjs(day).day() + 6) % 7) + 1;
  return (
    <Modal open title="周期预订" width={640} footer={null} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ court_id: courts[0]?.id, from: dayjs(day), weekday, start: '19:00', end: '21:00', weeks: 12, paid_at_desk: false }}
        onValuesChange={() => setPreview(null)}
      >
        <Space wrap>
          <Form.Item name="court_id" label="场地" rules={[{ required: true }]}>
            <Select style={{ width: 140 }} options={courts.map((c) => ({ value: c.id, label: c.name }))} />
          </Form.Item>
          <Form.Item name="from" label="开始日期" rules={[{ required: true }]}>
            <DatePicker allowClear={false} />
          </Form.Item>
          <Form.Item name="weekday" label="每周" rules={[{ required: true }]}>
            <Select style={{ width: 90 }} options={WEEKDAY_OPTIONS} />
          </Form.Item>
          <Form.Item name="start" label="开始时间" rules={[{ required: true }]}>
            <Select style={{ width: 100 }} options={CLOCKS} />
          </Form.Item>
          <Form.Item name="end" label="结束时间" rules={[{ required: true }]}>
            <Select style={{ width: 100 }} options={CLOCKS} />
          </Form.Item>
          <Form.Item name="weeks" label="周数" rules={[{ required: true }]}>
            <InputNumber min={1} max={52} />
          </Form.Item>
        </Space>
        <ContactItems />
      </Form>
      {preview && (
        <List
          size="small"
          header={`可预订 ${preview.free_count} 个日期，冲突 ${preview.colliding_count} 个`}
          dataSource={preview.occurrences}
          renderItem={(o) => (
            <List.Item>
              <span>{o.day}</span>
              {o.free ? <Tag color="green">可预订</Tag> : <Tag color="red">冲突：{o.reasons.join('；')}</Tag>}
            </List.Item>
          )}
        />
      )}
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => void doPreview()} loading={busy && !preview}>
          预览冲突
        </Button>
        <Button type="primary" disabled={!preview || preview.free_count === 0} loading={busy && !!preview} onClick={() => void book()}>
          {preview ? `预订其余 ${preview.free_count} 个日期` : '预订'}
        </Button>
      </Space>
    </Modal>
  );
}
