import { useEffect, useState } from 'react';
import { App, Button, Card, Descriptions, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, formatDateTime, useRootStore, useSession } from 'shared';
import { ReviewActions, StatusTag } from 'shared/antd';
import { getVenueChangeInfo } from '../api/get-venue-change-info';
import { reviewVenueChange } from '../api/review-venue-change';
import type { VenueChange } from '../api/types';
import { VENUE_CHANGE_STATUS } from '../components/change-status';
import { VenueChangeDiff } from '../components/venue-change-diff';

const TITLE = '场馆变更详情';

/**
 * 场馆变更详情 (check/stadiumCheck/changeInfo): a change request's before / after diff; the platform admin approves it
 * (applied to the venue at once: the public sees the new version) or rejects it with a reason the venue reads. The
 * shell's badges are reloaded after a review.
 */
export const VenueChangeDetailPage = observer(function VenueChangeDetailPage() {
  const id = Number(useParams().id);
  const session = useSession();
  const { ui } = useRootStore();
  const { message } = App.useApp();
  const [change, setChange] = useState<VenueChange | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    getVenueChangeInfo(id)
      .then((c) => alive && setChange(c))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [id]);

  const back = (
    <Link to="/admin/check/venueEdit">
      <Button>返回变更列表</Button>
    </Link>
  );
  if (!change) return <Card title={TITLE} extra={back}>{failed ? EMPTY_TEXT : LOADING_TEXT}</Card>;

  const review = async (status: 'approved' | 'rejected', reason = '') => {
    const reviewed = await reviewVenueChange({ id: change.id, status, reason });
    setChange(reviewed);
    message.success(status === 'approved' ? '已通过，场馆信息已更新' : '已驳回，场馆可看到驳回原因');
    ui.requestCountsReload();
  };
  const reviewable = session.isAdmin && change.status === 'pending';

  return (
    <Card
      title={TITLE}
      extra={
        <Space>
          {reviewable ? (
            <ReviewActions
              approveTitle="通过场馆变更"
              approveDescription={`通过后「${change.venue_name}」的${change.fields}立即更新，公众看到新的信息。`}
              approveOkText="通过"
              onApprove={() => review('approved')}
              rejectTitle="驳回场馆变更"
              rejectDescription={`驳回后「${change.venue_name}」保持原来的信息，场馆可看到驳回原因。`}
              maxLength={200}
              reasonPlaceholder="如 联系电话无法接通，请核实后重新提交"
              onReject={(reason) => review('rejected', reason)}
            />
          ) : null}
          {back}
        </Space>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
          <Descriptions.Item label="场馆">{change.venue_name}</Descriptions.Item>
          <Descriptions.Item label="所属机构">{change.institution_name}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <StatusTag status={change.status} map={VENUE_CHANGE_STATUS} />
          </Descriptions.Item>
          <Descriptions.Item label="提交时间">{formatDateTime(change.created_at)}</Descriptions.Item>
          <Descriptions.Item label="审核人">{change.reviewer_name || '-'}</Descriptions.Item>
          <Descriptions.Item label="审核时间">{change.reviewed_at ? formatDateTime(change.reviewed_at) : '-'}</Descriptions.Item>
          <Descriptions.Item label="驳回原因" span={2}>
            {change.reject_reason || '-'}
          </Descriptions.Item>
        </Descriptions>
        <VenueChangeDiff change={change} />
      </Space>
    </Card>
  );
});

export default VenueChangeDetailPage;
