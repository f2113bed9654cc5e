import { useEffect, useState } from 'react';
import { Descriptions, Drawer, Empty, Spin, Table, Typography } from 'antd';
import { formatDateTime, LOADING_TEXT } from 'shared';
import { operationActorText } from 'shared/rules';
import { getOperationRecord, type OperationRecordDetail } from '../api/operation-records';

type Field = OperationRecordDetail['changes'][number]['fields'][number];

/** A stored value as the diff shows it: 空 for none. */
const value = (v: string | null) => (v === null ? <Typography.Text type="secondary">（空）</Typography.Text> : <span style={{ wordBreak: 'break-all' }}>{v}</span>);

const fieldColumns = [
  { title: '字段', dataIndex: 'label', key: 'label', width: 160, render: (label: string, f: Field) => (label === f.field ? label : `${label}（${f.field}）`) },
  { title: '变更前', dataIndex: 'before', key: 'before', render: value },
  { title: '变更后', dataIndex: 'after', key: 'after', render: value },
];

/** 操作详情: one record — who, when, from where, the operation and its object — and every changed row, field by field. */
export function RecordDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const [record, setRecord] = useState<OperationRecordDetail | null>(null);

  useEffect(() => {
    if (id === null) return;
    let alive = true;
    setRecord(null);
    getOperationRecord(id).then(
      (r) => alive && setRecord(r),
      () => alive && onClose(), // the shared client shows the server's message
    );
    return () => {
      alive = false;
    };
  }, [id, onClose]);

  return (
    <Drawer title="操作详情" open={id !== null} onClose={onClose} width={760} destroyOnHidden>
      {!record ? (
        <Spin tip={LOADING_TEXT}>
          <div style={{ height: 120 }} />
        </Spin>
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="时间">{formatDateTime(record.at)}</Descriptions.Item>
            <Descriptions.Item label="操作人">{operationActorText(record.actor_name, record.actor_id)}</Descriptions.Item>
            <Descriptions.Item label="操作">{record.label || record.operation}</Descriptions.Item>
            <Descriptions.Item label="机构">{record.institution_name || '-'}</Descriptions.Item>
            <Descriptions.Item label="对象">
              {record.object_type_label} {record.object_name} {record.object_id ? `#${record.object_id}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="类型">{record.action_label}</Descriptions.Item>
            <Descriptions.Item label="IP">{record.ip || '-'}</Descriptions.Item>
            <Descriptions.Item label="接口">{record.operation}</Descriptions.Item>
            <Descriptions.Item label="浏览器" span={2}>
              {record.user_agent || '-'}
            </Descriptions.Item>
          </Descriptions>
          {record.changes.map((c, i) => (
            <section key={`${c.table}-${c.id ?? ''}-${i}`} aria-label={`变更 ${c.table_label} ${c.id ?? ''}`} style={{ marginTop: 20 }}>
              <Typography.Title level={5}>
                {c.op_label} {c.table_label} {c.id ? `#${c.id}` : ''}
              </Typography.Title>
              {c.fields.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="保存时没有字段变化" />
              ) : (
                <Table<Field> size="small" rowKey="field" pagination={false} columns={fieldColumns} dataSource={c.fields} />
              )}
            </section>
          ))}
        </>
      )}
    </Drawer>
  );
}
