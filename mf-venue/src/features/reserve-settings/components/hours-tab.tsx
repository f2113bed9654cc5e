import { useState } from 'react';
import { App, Button, Card, Popconfirm, Space, Table } from 'antd';
import { formatDateTime } from 'shared';
import { chinaWeekday, WEEKDAY_LABEL } from 'shared/rules';
import { addClosure } from '../api/add-closure';
import { deleteClosure } from '../api/delete-closure';
import { deleteSpecialDay } from '../api/delete-special-day';
import { saveOpeningHours } from '../api/save-opening-hours';
import { saveSpecialDay } from '../api/save-special-day';
import type { VenueBookingConfig, VenueClosure, VenueCourt, VenueSpecialDay } from '../api/types';
import { ClosureModal } from './closure-modal';
import { SpecialDayModal } from './special-day-modal';
import { WeeklyHoursForm } from './weekly-hours-form';

function arrangement(d: VenueSpecialDay): string {
  if (d.closed) return '全天闭馆';
  const parts = [d.opens && d.closes ? `营业 ${d.opens}–${d.closes}` : '', d.holiday ? '节假日（按节假日价）' : '', d.workday ? '调休工作日（按平日价）' : ''];
  return parts.filter(Boolean).join('，');
}

/** 营业时间与休场: the weekly hours, the special days of the next 90 days, and the closures not yet over. */
export function HoursTab({ config, courts, onChanged }: { config: VenueBookingConfig; courts: readonly VenueCourt[]; onChanged: () => Promise<void> }) {
  const { message } = App.useApp();
  const [addingDay, setAddingDay] = useState(false);
  const [addingClosure, setAddingClosure] = useState(false);
  const venueId = config.venue_id;
  /** Sends one change, says `done` and reads the settings again. */
  const change = async (work: () => Promise<unknown>, done: string) => {
    await work();
    message.success(done);
    await onChanged();
  };
  /** The 操作 column: 删除, confirmed first with `confirm(row)`. */
  const deleteColumn = <T,>(confirm: (row: T) => { title: string; description: string }, remove: (row: T) => Promise<unknown>, done: string) => ({
    title: '操作',
    key: 'actions',
    render: (_: unknown, row: T) => (
      <Popconfirm {...confirm(row)} okText="删除" cancelText="取消" onConfirm={() => change(() => remove(row), done)}>
        <Button type="link" danger>
          删除
        </Button>
      </Popconfirm>
    ),
  });
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="每周营业时间" size="small">
        <WeeklyHoursForm
          key={config.opening_hours.summary}
          hours={config.opening_hours}
          onSave={(hours) => change(() => saveOpeningHours({ venue_id: venueId, hours }), '营业时间已保存')}
        />
      </Card>
      <Card
        title={`特殊日期（${config.special_days_from} 至 ${config.special_days_to}）`}
        size="small"
        extra={<Button onClick={() => setAddingDay(true)}>设置特殊日期</Button>}
      >
        <Table<VenueSpecialDay>
          rowKey="day"
          size="small"
          pagination={false}
          dataSource={config.special_days}
          locale={{ emptyText: '暂无特殊日期' }}
          columns={[
            { title: '日期', dataIndex: 'day', render: (day: string) => `${day} ${WEEKDAY_LABEL[chinaWeekday(day)]}` },
            { title: '安排', key: 'arrangement', render: (_, d) => arrangement(d) },
            { title: '备注', dataIndex: 'note', render: (v: string) => v || '-' },
            deleteColumn<VenueSpecialDay>((d) => ({ title: `删除 ${d.day} 的特殊安排？`, description: '该日期恢复按星期几的营业时间与价格' }), (d) => deleteSpecialDay(venueId, d.day), '特殊日期已删除'),
          ]}
        />
      </Card>
      <Card title="闭馆与场地暂停" size="small" extra={<Button onClick={() => setAddingClosure(true)}>新增闭馆</Button>}>
        <Table<VenueClosure>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={config.closures}
          locale={{ emptyText: '暂无闭馆安排' }}
          columns={[
            { title: '范围', dataIndex: 'court_name', render: (v: string) => v || '整个场馆' },
            { title: '开始', dataIndex: 'start_at', render: formatDateTime },
            { title: '结束', dataIndex: 'end_at', render: formatDateTime },
            { title: '原因', dataIndex: 'reason', render: (v: string) => v || '暂停开放' },
            deleteColumn<VenueClosure>(() => ({ title: '删除该闭馆？', description: '该时段恢复可预订' }), (c) => deleteClosure(c.id), '闭馆已删除'),
          ]}
        />
      </Card>
      <SpecialDayModal
        open={addingDay}
        venueId={venueId}
        onCancel={() => setAddingDay(false)}
        onSubmit={(payload) =>
          change(async () => {
            await saveSpecialDay(payload);
            setAddingDay(false);
          }, '特殊日期已保存')
        }
      />
      <ClosureModal
        open={addingClosure}
        venueId={venueId}
        courts={courts.filter((c) => c.active === 1)}
        onCancel={() => setAddingClosure(false)}
        onSubmit={(payload) =>
          change(async () => {
            await addClosure(payload);
            setAddingClosure(false);
          }, '闭馆已保存')
        }
      />
    </Space>
  );
}
