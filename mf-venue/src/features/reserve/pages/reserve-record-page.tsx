import { useCallback, useEffect, useRef, useState } from 'react';
import { Card, DatePicker, Form, Input, Select, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatAmount, LOADING_TEXT } from 'shared';
import { BOOKING_STATE_LABEL } from 'shared/rules';
import { FlowExportButton, ListPage } from 'shared/antd';
import { ManagedVenuePage } from '../../reserve-settings';
import { createRecordExport, getBookingRecords, getVenueBoard, type BookingRecord, type BookingRecordQuery } from '../api/reserve';

type Values = { dates?: [Dayjs, Dayjs]; court_id?: number; state?: BookingRecordQuery['state']; kind?: BookingRecordQuery['kind']; keyword?: string };

const COLUMNS: TableColumnsType<BookingRecord> = [
  { title: '场地', dataIndex: 'court_name' },
  { title: '时段', dataIndex: 'time_text' },
  { title: '来源', dataIndex: 'source_label' },
  { title: '状态', dataIndex: 'state_label' },
  { title: '预订人', dataIndex: 'name' },
  { title: '手机号', dataIndex: 'mobile' },
  { title: '核销码', dataIndex: 'check_in_code', render: (v: string | null) => v ?? '—' },
  { title: '金额', dataIndex: 'amount_cents', render: (v: number) => formatAmount(v) },
  { title: '订单号', dataIndex: 'order_no', render: (v: string | null) => v ?? '—' },
  { title: '备注', dataIndex: 'note' },
];
const STATE_OPTIONS = (Object.keys(BOOKING_STATE_LABEL) as (keyof typeof BOOKING_STATE_LABEL)[]).map((value) => ({ value, label: BOOKING_STATE_LABEL[value] }));
const KIND_OPTIONS = [
  { value: 'booking', label: '预订' },
  { value: 'hold', label: '待支付锁定' },
  { value: 'block', label: '锁场' },
];

/** 预订记录 (/admin/reserve/record): the venue's bookings, holds and blocks filtered, and their xlsx export (下载任务). */
export function ReserveRecordPage() {
  return <ManagedVenuePage title="预订记录">{(venue) => <VenueRecords venueId={venue.id} />}</ManagedVenuePage>;
}

/** The picked venue's records, once its courts (the court filter's options) are read. */
function VenueRecords({ venueId }: { venueId: number }) {
  const [courts, setCourts] = useState<{ value: number; label: string }[] | null>(null);
  useEffect(() => {
    getVenueBoard(venueId, dayjs().format('YYYY-MM-DD'))
      .then((board) => setCourts(board.courts.map((c) => ({ value: c.id, label: c.name }))))
      .catch(() => setCourts([]));
  }, [venueId]);
  if (!courts) return <Card variant="borderless">{LOADING_TEXT}</Card>;
  return <Records venueId={venueId} courts={courts} />;
}

function Records({ venueId, courts }: { venueId: number; courts: { value: number; label: string }[] }) {
  const toQuery = useCallback(
    ({ dates, keyword, ...rest }: Values): BookingRecordQuery => ({
      ...rest,
      venue_id: venueId,
      from: (dates?.[0] ?? dayjs().subtract(30, 'day')).format('YYYY-MM-DD'),
      to: (dates?.[1] ?? dayjs().add(30, 'day')).format('YYYY-MM-DD'),
      keyword: keyword?.trim() || undefined,
    }),
    [venueId],
  );
  const current = useRef<BookingRecordQuery | null>(null);
  const fetcher = useCallback((query: BookingRecordQuery) => {
    current.current = query;
    return getBookingRecords(query);
  }, []);
  const exportPayload = () => {
    const { start: _s, count: _c, ...filters } = current.current ?? toQuery({});
    return createRecordExport(filters);
  };
  return (
    <ListPage<BookingRecord, BookingRecordQuery, Values>
      title="预订明细"
      fetcher={fetcher}
      rowKey="id"
      columns={COLUMNS}
      toQuery={toQuery}
      initialValues={{ dates: [dayjs().subtract(30, 'day'), dayjs().add(30, 'day')] }}
      extra={<FlowExportButton start={exportPayload} />}
      filters={
        <>
          <Form.Item name="dates" label="日期">
            <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
          </Form.Item>
          <Form.Item name="court_id" label="场地">
            <Select allowClear placeholder="全部场地" style={{ width: 140 }} options={courts} />
          </Form.Item>
          <Form.Item name="state" label="状态">
            <Select allowClear placeholder="全部状态" style={{ width: 120 }} options={STATE_OPTIONS} />
          </Form.Item>
          <Form.Item name="kind" label="类型">
            <Select allowClear placeholder="全部类型" style={{ width: 120 }} options={KIND_OPTIONS} />
          </Form.Item>
          <Form.Item name="keyword" label="关键词">
            <Input allowClear placeholder="预订人、手机号或核销码" style={{ width: 200 }} />
          </Form.Item>
        </>
      }
    />
  );
}

export default ReserveRecordPage;
