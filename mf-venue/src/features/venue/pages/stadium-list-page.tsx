import { useState } from 'react';
import { App, Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useSession } from 'shared';
import { ListPage, ReviewModal, StatusTag } from 'shared/antd';
import { getVenueList } from '../api/get-venue-list';
import { closeVenue, reopenVenue } from '../api/venue-review';
import type { Venue, VenueListQuery, VenueStatus } from '../api/types';
import { VenueFilters } from '../components/venue-filters';
import { VENUE_STATUS } from '../components/venue-status';

/**
 * 场馆列表 (StadiumList): platform admins see every venue, venue managers their own; filters by status, city, sport and
 * keyword. The platform admin closes an online venue with a reason (hidden from the public, no new bookings, its
 * bookings not yet over cancelled with full refunds) and reopens a closed one.
 */
export const StadiumListPage = observer(function StadiumListPage() {
  const session = useSession();
  const isAdmin = session.isAdmin;
  const { message, modal } = App.useApp();
  const [closing, setClosing] = useState<Venue | null>(null);
  const [version, setVersion] = useState(0);

  const close = async (reason: string) => {
    if (!closing) return;
    const done = await closeVenue(closing.id, reason);
    message.success(done.text);
    setClosing(null);
    setVersion((v) => v + 1);
  };
  const reopen = (v: Venue) =>
    modal.confirm({
      title: `重新开放场馆「${v.name}」？`,
      content: '重新开放后场馆在官网与手机端显示，可接受新的预订；已取消的预订不会恢复。',
      okText: '重新开放',
      onOk: async () => {
        await reopenVenue(v.id);
        message.success('场馆已重新开放');
        setVersion((n) => n + 1);
      },
    });

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
        <Space size={4}>
          <Link to={`/admin/stadium/detail/${v.id}`} aria-label={`查看场馆 ${v.name}`}>
            详情
          </Link>
          {isAdmin && v.status === 'approved' ? (
            <Button type="link" size="small" danger onClick={() => setClosing(v)} aria-label={`关闭场馆 ${v.name}`}>
              关闭
            </Button>
          ) : null}
          {isAdmin && v.status === 'closed' ? (
            <Button type="link" size="small" onClick={() => reopen(v)} aria-label={`重新开放场馆 ${v.name}`}>
              重新开放
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
    <ListPage<Venue, VenueListQuery>
      key={`${session.activeInstitutionId}:${version}`}
      title="场馆列表"
      fetcher={getVenueList}
      rowKey="id"
      columns={columns}
      filters={<VenueFilters statusLabel="场馆状态" />}
    />
    <ReviewModal
      open={closing !== null}
      action="reject"
      title={closing ? `关闭场馆「${closing.name}」` : '关闭场馆'}
      description="关闭后官网与手机端不再显示该场馆、不再接受预订，未结束的预订将被取消并全额退款。"
      reasonLabel="关闭原因"
      reasonPlaceholder="如 消防整改，暂停开放"
      maxLength={200}
      okText="关闭场馆"
      onSubmit={close}
      onCancel={() => setClosing(null)}
    />
    </>
  );
});

export default StadiumListPage;
