import { useCallback, useMemo, useState } from 'react';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { observer } from 'mobx-react-lite';
import { formatDateTime, useSession, useShownFilters } from 'shared';
import { membershipManages, OBJECT_TYPE_LABELS, OPERATION_ACTION_LABELS, OPERATION_ACTIONS, operationActorText, type OperationAction } from 'shared/rules';
import { FlowExportButton, ListPage } from 'shared/antd';
import { exportOperationRecords, getOperationRecords, type OperationRecord, type OperationRecordQuery } from '../api/operation-records';
import { RecordDrawer } from '../components/record-drawer';

interface FilterValues {
  actor?: string;
  object_type?: string;
  object_id?: string;
  action?: OperationAction;
  keyword?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const OBJECT_TYPE_OPTIONS = Object.entries(OBJECT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const ACTION_OPTIONS = OPERATION_ACTIONS.map((value) => ({ value, label: OPERATION_ACTION_LABELS[value] }));

const trimmed = (v?: string) => v?.trim() || undefined;

/**
 * 操作记录 (operationRecords): every change made on the platform — who, when, from where, which operation and object —
 * with its changed fields in a drawer, and the filtered list as xlsx. The platform admin sees every record, an
 * institution user those of the active institution (the server decides).
 */
export const OperationRecordsPage = observer(function OperationRecordsPage() {
  const session = useSession();
  const active = session.activeInstitution;
  const institutionId = !session.isAdmin && active && membershipManages(active.institution_id) ? active.institution_id : undefined;
  const [openId, setOpenId] = useState<number | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  const { fetcher, shown } = useShownFilters(getOperationRecords, { institution_id: institutionId });

  const toQuery = (v: FilterValues): OperationRecordQuery => ({
    institution_id: institutionId,
    actor: trimmed(v.actor),
    object_type: v.object_type,
    object_id: trimmed(v.object_id),
    action: v.action,
    keyword: trimmed(v.keyword),
    from: v.dates?.[0]?.format('YYYY-MM-DD'),
    to: v.dates?.[1]?.format('YYYY-MM-DD'),
  });

  const columns = useMemo<TableColumnsType<OperationRecord>>(
    () => [
      { title: '时间', dataIndex: 'at', key: 'at', width: 170, render: (v: string) => formatDateTime(v) },
      { title: '操作人', key: 'actor', render: (_: unknown, r) => operationActorText(r.actor_name, r.actor_id) },
      ...(session.isAdmin ? [{ title: '机构', dataIndex: 'institution_name', key: 'institution_name', render: (v: string) => v || '-' }] : []),
      { title: '操作', key: 'label', render: (_: unknown, r) => r.label || r.operation },
      { title: '对象', key: 'object', render: (_: unknown, r) => `${r.object_type_label} ${r.object_name}${r.object_id ? ` #${r.object_id}` : ''}` },
      { title: '类型', dataIndex: 'action_label', key: 'action_label', width: 80 },
      { title: 'IP', dataIndex: 'ip', key: 'ip', width: 140 },
      {
        title: '详情',
        key: 'detail',
        width: 80,
        render: (_: unknown, r) => (
          <Button type="link" size="small" aria-label={`查看操作详情 ${r.id}`} onClick={() => setOpenId(r.id)}>
            查看
          </Button>
        ),
      },
    ],
    [session.isAdmin],
  );

  return (
    <>
      <ListPage<OperationRecord, OperationRecordQuery, FilterValues>
        title="操作记录"
        fetcher={fetcher}
        rowKey="id"
        columns={columns}
        toQuery={toQuery}
        initialValues={{}}
        extra={<FlowExportButton start={() => exportOperationRecords(shown())} />}
        filters={
          <>
            <Form.Item name="actor" label="操作人">
              <Input allowClear placeholder="昵称、账号或用户编号" style={{ width: 180 }} maxLength={64} />
            </Form.Item>
            <Form.Item name="object_type" label="对象类型">
              <Select allowClear showSearch optionFilterProp="label" placeholder="全部对象" style={{ width: 160 }} options={OBJECT_TYPE_OPTIONS} />
            </Form.Item>
            <Form.Item name="object_id" label="对象编号">
              <Input allowClear style={{ width: 120 }} maxLength={64} />
            </Form.Item>
            <Form.Item name="action" label="类型">
              <Select allowClear placeholder="全部类型" style={{ width: 120 }} options={ACTION_OPTIONS} />
            </Form.Item>
            <Form.Item name="keyword" label="操作">
              <Input allowClear placeholder="操作或对象名称" style={{ width: 180 }} maxLength={64} />
            </Form.Item>
            <Form.Item name="dates" label="日期">
              <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} />
            </Form.Item>
          </>
        }
      />
      <RecordDrawer id={openId} onClose={close} />
    </>
  );
});

export default OperationRecordsPage;
