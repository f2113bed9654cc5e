import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Image, Space, Table, Tag } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, formatAmount, formatDate } from 'shared';
import { StatusTag } from 'shared/antd';
import { getVenueInfo } from '../api/get-venue-info';
import type { Court, CourtStatus, VenueInfo } from '../api/types';
import { COURT_STATUS, VENUE_STATUS } from '../components/venue-status';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; venue: VenueInfo };

/** 场馆详情: the venue and its courts. */
export function StadiumDetailPage() {
  const { id } = useParams();
  const venueId = Number(id);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!Number.isInteger(venueId) || venueId <= 0) {
      setLoad({ state: 'failed' });
      return;
    }
    let alive = true;
    setLoad({ state: 'loading' });
    getVenueInfo(venueId)
      .then((venue) => alive && setLoad({ state: 'ready', venue }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [venueId]);

  const back = (
    <Link to="/admin/stadium/list">
      <Button>返回场馆列表</Button>
    </Link>
  );
  if (load.state === 'loading') return <Card title="场馆详情" extra={back}>{LOADING_TEXT}</Card>;
  if (load.state === 'failed') return <Card title="场馆详情" extra={back}>{EMPTY_TEXT}</Card>;
  const { venue } = load;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={venue.name} extra={back}>
        <Space align="start" size="large" wrap>
          {venue.cover ? <Image src={venue.cover} alt={`${venue.name}封面`} width={320} /> : null}
          <Descriptions column={1} size="middle" style={{ minWidth: 360 }}>
            <Descriptions.Item label="场馆状态">
              <StatusTag status={venue.status} map={VENUE_STATUS} />
            </Descriptions.Item>
            <Descriptions.Item label="所属机构">{venue.institution_name}</Descriptions.Item>
            <Descriptions.Item label="地址">{`${venue.city}${venue.district} ${venue.address}`}</Descriptions.Item>
            <Descriptions.Item label="运动项目">
              {venue.sports.map((s) => (
                <Tag key={s}>{s}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label="开放时间">{venue.open_hours || '-'}</Descriptions.Item>
            <Descriptions.Item label="联系电话">{venue.phone || '-'}</Descriptions.Item>
            <Descriptions.Item label="入驻时间">{formatDate(venue.created_at)}</Descriptions.Item>
          </Descriptions>
        </Space>
      </Card>
      <Card title={`场地（${venue.courts.length}）`}>
        <Table<Court>
          rowKey="id"
          pagination={false}
          dataSource={venue.courts}
          locale={{ emptyText: EMPTY_TEXT }}
          columns={[
            { title: '场地名称', dataIndex: 'name', key: 'name' },
            { title: '运动项目', dataIndex: 'sport', key: 'sport' },
            { title: '类型', dataIndex: 'indoor', key: 'indoor', render: (indoor: Court['indoor']) => (indoor === 1 ? '室内' : '室外') },
            {
              title: '价格',
              dataIndex: 'price_per_hour_cents',
              key: 'price',
              align: 'right',
              render: (v: number) => (v > 0 ? `${formatAmount(v)}/小时` : '免费'),
            },
            { title: '状态', dataIndex: 'status', key: 'status', render: (s: CourtStatus) => <StatusTag status={s} map={COURT_STATUS} /> },
          ]}
        />
      </Card>
    </Space>
  );
}

export default StadiumDetailPage;
