import { Form, Input, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime, statusOptions } from 'shared';
import { ListPage, StatusTag } from 'shared/antd';
import { getVenueChangeList } from '../api/get-venue-change-list';
import type { VenueChangeItem, VenueChangeListQuery, VenueChangeStatus } from '../api/types';
import { VENUE_CHANGE_STATUS } from '../components/change-status';

interface FilterValues {
  status?: VenueChangeStatus;
  keyword?: string;
}

const columns: TableColumnsType<VenueChangeItem> = [
  { title: '场馆', dataIndex: 'venue_name', key: 'venue_name' },
  { title: '所属机构', dataIndex: 'institution_name', key: 'institution_name' },
  { title: '变更项目', dataIndex: 'fields', key: 'fields', render: (v: string) => v || '（无变化）' },
  { title: '状态', dataIndex: 'status', key: 'status', render: (v: VenueChangeStatus) => <StatusTag status={v} map={VENUE_CHANGE_STATUS} /> },
  { title: '提交时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
  {
    title: '操作',
    key: 'actions',
    render: (_: unknown, c: VenueChangeItem) => (
      <Link to={`/admin/check/stadiumCheck/changeInfo/${c.id}`} aria-label={`查看 ${c.venue_name} 的变更`}>
        {c.status === 'pending' ? '审核' : '详情'}
      </Link>
    ),
  },
];

/** 场馆变更审核 (VenueEditSh, /admin/check/venueEdit): the platform's queue of venue change requests. */
export function VenueChangeListPage() {
  return (
    <ListPage<VenueChangeItem, VenueChangeListQuery, FilterValues>
      title="场馆变更审核"
      fetcher={getVenueChangeList}
      rowKey="id"
      columns={columns}
      toQuery={(values) => ({ ...values })}
      initialValues={{ status: 'pending' }}
      filters={
        <>
          <Form.Item name="status" label="状态">
            <Select allowClear placeholder="全部状态" style={{ width: 160 }} options={statusOptions(VENUE_CHANGE_STATUS)} />
          </Form.Item>
          <Form.Item name="keyword" label="关键字">
            <Input allowClear placeholder="场馆 / 机构名称" style={{ width: 220 }} />
          </Form.Item>
        </>
      }
    />
  );
}

export default VenueChangeListPage;
