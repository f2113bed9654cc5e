import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from 'shared';
import { ListPage, StatusTag } from 'shared/antd';
import { getVenueList } from '../api/get-venue-list';
import type { Venue, VenueListQuery, VenueStatus } from '../api/types';
import { VenueFilters } from '../components/venue-filters';
import { VENUE_STATUS } from '../components/venue-status';

/** 新增场馆审核 (VenueAddSh): venues waiting for the platform's review (by default), with filters; 审核 opens the detail. */
export function VenueAddReviewPage() {
  const columns: TableColumnsType<Venue> = [
    { title: '场馆名称', dataIndex: 'name', key: 'name' },
    { title: '所属机构', dataIndex: 'institution_name', key: 'institution_name' },
    { title: '地址', key: 'address', render: (_: unknown, v: Venue) => `${v.city}${v.district} ${v.address}` },
    { title: '运动项目', dataIndex: 'sports', key: 'sports', render: (sports: string[]) => sports.join('、') },
    { title: '提交时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: VenueStatus) => <StatusTag status={s} map={VENUE_STATUS} /> },
    { title: '驳回原因', dataIndex: 'review_reason', key: 'review_reason', render: (v: string) => v || '-' },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, v: Venue) => (
        <Link to={`/admin/check/stadiumCheck/detail/${v.id}`} aria-label={`${v.status === 'pending' ? '审核' : '查看'}场馆 ${v.name}`}>
          {v.status === 'pending' ? '审核' : '查看'}
        </Link>
      ),
    },
  ];

  return (
    <ListPage<Venue, VenueListQuery>
      title="新增场馆审核"
      fetcher={getVenueList}
      rowKey="id"
      columns={columns}
      initialValues={{ status: 'pending' }}
      filters={<VenueFilters statusLabel="审核状态" />}
    />
  );
}

export default VenueAddReviewPage;
