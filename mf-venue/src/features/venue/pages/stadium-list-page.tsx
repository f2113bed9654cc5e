import { Form, Input, Select, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { statusOptions, useSession } from 'shared';
import { ListPage, StatusTag } from 'shared/antd';
import { getVenueList } from '../api/get-venue-list';
import type { Venue, VenueListQuery, VenueStatus } from '../api/types';
import { VENUE_STATUS } from '../components/venue-status';

/** 场馆列表 (StadiumList): platform admins see every venue, venue managers their own. */
export const StadiumListPage = observer(function StadiumListPage() {
  const session = useSession();
  const isAdmin = session.isAdmin;

  const columns: TableColumnsType<Venue> = [
    { title: '场馆名称', dataIndex: 'name', key: 'name' },
    ...(isAdmin ? [{ title: '所属机构', dataIndex: 'institution_name', key: 'institution_name' }] : []),
    { title: '地址', key: 'address', render: (_: unknown, v: Venue) => `${v.city}${v.district} ${v.address}` },
    {
      title: '运动项目',
      dataIndex: 'sports',
      key: 'sports',
      render: (sports: string[]) => (
        <Space size={[0, 4]} wrap>
          {sports.map((s) => (
            <Tag key={s}>{s}</Tag>
          ))}
        </Space>
      ),
    },
    { title: '场地数', dataIndex: 'court_count', key: 'court_count', align: 'right' },
    { title: '开放时间', dataIndex: 'open_hours', key: 'open_hours' },
    { title: '联系电话', dataIndex: 'phone', key: 'phone' },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: VenueStatus) => <StatusTag status={s} map={VENUE_STATUS} /> },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, v: Venue) => (
        <Link to={`/admin/stadium/detail/${v.id}`} aria-label={`查看场馆 ${v.name}`}>
          详情
        </Link>
      ),
    },
  ];

  return (
    <ListPage<Venue, VenueListQuery>
      key={session.activeInstitutionId}
      title="场馆列表"
      fetcher={getVenueList}
      rowKey="id"
      columns={columns}
      filters={
        <>
          <Form.Item name="status" label="场馆状态">
            <Select allowClear placeholder="全部状态" style={{ width: 140 }} options={statusOptions(VENUE_STATUS)} />
          </Form.Item>
          <Form.Item name="keyword" label="关键字">
            <Input allowClear placeholder="场馆名称 / 地址" style={{ width: 220 }} />
          </Form.Item>
        </>
      }
    />
  );
});

export default StadiumListPage;
