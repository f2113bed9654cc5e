import { useEffect, useState } from 'react';
import { App, Button, Card, Descriptions, Image, Space, Table, Tag } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, formatAmount, formatDateTime, useRootStore } from 'shared';
import { ReviewActions, StatusTag } from 'shared/antd';
import { getVenueReviewInfo, reviewVenue } from '../api/venue-review';
import type { Court, CourtStatus, VenueReviewDetail } from '../api/types';
import { COURT_STATUS, VENUE_STATUS } from '../components/venue-status';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; venue: VenueReviewDetail };

/** 场馆审核详情 (check/stadiumCheck/detail): the venue's data, photos and courts; 通过 / 驳回 while it is pending. */
export function VenueCheckDetailPage() {
  const { id } = useParams();
  const venueId = Number(id);
  const { message } = App.useApp();
  const { ui } = useRootStore();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!Number.isInteger(venueId) || venueId <= 0) {
      setLoad({ state: 'failed' });
      return;
    }
    let alive = true;
    getVenueReviewInfo(venueId)
      .then((venue) => alive && setLoad({ state: 'ready', venue }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [venueId, version]);

  const back = (
    <Link to="/admin/check/venueAdd">
      <Button>返回新增场馆审核</Button>
    </Link>
  );
  if (load.state === 'loading') return <Card title="场馆审核详情" extra={back}>{LOADING_TEXT}</Card>;
  if (load.state === 'failed') return <Card title="场馆审核详情" extra={back}>{EMPTY_TEXT}</Card>;
  const { venue } = load;

  const review = async (action: 'approve' | 'reject', reason = '') => {
    await reviewVenue(venue.id, action, reason);
    message.success(action === 'approve' ? '已通过，场馆已上线' : '已驳回，场馆管理员可看到驳回原因');
    ui.requestCountsReload();
    setVersion((v) => v + 1);
  };

  const courtColumns = [
    { title: '场地', dataIndex: 'name', key: 'name' },
    { title: '运动项目', dataIndex: 'sport', key: 'sport' },
    { title: '室内/室外', dataIndex: 'indoor', key: 'indoor', render: (v: number) => (v ? '室内' : '室外') },
    { title: '标准价', dataIndex: 'price_per_hour_cents', key: 'price', render: (v: number) => `${formatAmount(v)}/小时` },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: CourtStatus) => <StatusTag status={s} map={COURT_STATUS} /> },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={venue.name}
        extra={
          <Space>
            {venue.status === 'pending' ? (
              <ReviewActions
                approveTitle="通过新增场馆"
                approveDescription="通过后场馆在官网与手机端上线，可接受预订。"
                onApprove={() => review('approve')}
                rejectTitle="驳回新增场馆"
                rejectDescription="驳回后场馆管理员可看到原因，修改后可重新提交。"
                onReject={(reason) => review('reject', reason)}
              />
            ) : null}
            {back}
          </Space>
        }
      >
        <Descriptions column={2} size="middle">
          <Descriptions.Item label="审核状态">
            <StatusTag status={venue.status} map={VENUE_STATUS} />
          </Descriptions.Item>
          <Descriptions.Item label="所属机构">{venue.institution_name}</Descriptions.Item>
          <Descriptions.Item label="地址">{`${venue.city}${venue.district} ${venue.address}`}</Descriptions.Item>
          <Descriptions.Item label="坐标">{venue.longitude !== null && venue.latitude !== null ? `${venue.longitude}, ${venue.latitude}` : '未设置'}</Descriptions.Item>
          <Descriptions.Item label="运动项目">
            {venue.sports.map((s) => (
              <Tag key={s}>{s}</Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label="开放时间">{venue.open_hours || '-'}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{venue.phone || '-'}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{formatDateTime(venue.created_at)}</Descriptions.Item>
          {venue.review_reason ? <Descriptions.Item label="驳回原因">{venue.review_reason}</Descriptions.Item> : null}
          {venue.reviewed_at ? <Descriptions.Item label="审核时间">{`${formatDateTime(venue.reviewed_at)} ${venue.reviewed_by_name}`}</Descriptions.Item> : null}
        </Descriptions>
      </Card>
      <Card title="场馆照片">
        {venue.cover || venue.photos.length > 0 ? (
          <Image.PreviewGroup>
            <Space wrap>
              {[venue.cover, ...venue.photos].filter(Boolean).map((src, i) => (
                <Image key={`${src}-${i}`} src={src} alt={i === 0 && venue.cover ? `${venue.name}封面` : `${venue.name}照片${i}`} width={200} />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          EMPTY_TEXT
        )}
      </Card>
      <Card title="场地">
        <Table<Court> rowKey="id" size="small" pagination={false} columns={courtColumns} dataSource={venue.courts} locale={{ emptyText: EMPTY_TEXT }} />
      </Card>
    </Space>
  );
}

export default VenueCheckDetailPage;
