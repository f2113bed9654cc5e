import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Space, Table, Tag, Timeline } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, formatDateTime } from 'shared';
import { ReviewModal, StatusTag } from 'shared/antd';
import { INSTITUTION_REASON_MAX, type InstitutionStatus } from 'shared/rules';
import { changeInstitutionStatus, getInstitution, type AdminInstitutionDetail } from '../api/institutions';
import { INSTITUTION_STATUS } from '../components/institution-status';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; institution: AdminInstitutionDetail };
type Staff = AdminInstitutionDetail['staff'][number];

const staffColumns = [
  { title: '账号', dataIndex: 'account', key: 'account' },
  { title: '昵称', dataIndex: 'nickname', key: 'nickname' },
  { title: '手机号', dataIndex: 'mobile', key: 'mobile' },
  { title: '角色', dataIndex: 'is_admin', key: 'is_admin', render: (v: boolean) => (v ? <Tag color="blue">机构管理员</Tag> : '成员') },
];

/**
 * 机构详情 (settlement/institutionDetail/:id): the institution, its staff, its 停用 / 启用 record (who, when, why);
 * 停用 asks for a reason (its staff are signed out at once and cannot sign in, its public pages go, its money stays),
 * 启用 restores it.
 */
export function InstitutionDetailPage() {
  const { id } = useParams();
  const institutionId = Number(id);
  const { message } = App.useApp();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [action, setAction] = useState<'disable' | 'enable' | null>(null);

  useEffect(() => {
    if (!Number.isInteger(institutionId) || institutionId <= 0) {
      setLoad({ state: 'failed' });
      return;
    }
    let alive = true;
    getInstitution(institutionId)
      .then((institution) => alive && setLoad({ state: 'ready', institution }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [institutionId]);

  const back = (
    <Link to="/admin/settlement/institutionList">
      <Button>返回机构列表</Button>
    </Link>
  );
  if (load.state === 'loading') return <Card title="机构详情" extra={back}>{LOADING_TEXT}</Card>;
  if (load.state === 'failed') return <Card title="机构详情" extra={back}>{EMPTY_TEXT}</Card>;
  const { institution: i } = load;

  const submit = async (reason: string) => {
    if (!action) return;
    const next = await changeInstitutionStatus(i.id, action, reason);
    message.success(action === 'disable' ? '已停用，该机构成员已退出登录' : '已启用，该机构恢复正常');
    setAction(null);
    setLoad({ state: 'ready', institution: next });
  };
  const lastDisable = i.events.find((e) => e.action === 'disable');

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={i.name}
        extra={
          <Space>
            {i.status === 'approved' ? (
              <Button danger onClick={() => setAction('disable')}>
                停用
              </Button>
            ) : (
              <Button type="primary" onClick={() => setAction('enable')}>
                启用
              </Button>
            )}
            {back}
          </Space>
        }
      >
        {i.status === 'disabled' ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={`该机构已停用${lastDisable?.reason ? `（原因：${lastDisable.reason}）` : ''}：成员无法登录，其赛事、资讯与场馆不在官网和手机端展示，不接受新的报名与预订；资金与已有订单不受影响`}
          />
        ) : null}
        <Descriptions column={2} size="middle">
          <Descriptions.Item label="状态">
            <StatusTag status={i.status as InstitutionStatus} map={INSTITUTION_STATUS} />
          </Descriptions.Item>
          <Descriptions.Item label="机构类型">{i.institution_type_name}</Descriptions.Item>
          <Descriptions.Item label="所在地区">{i.region || '-'}</Descriptions.Item>
          <Descriptions.Item label="详细地址">{i.address || '-'}</Descriptions.Item>
          <Descriptions.Item label="联系人">{i.contact_name || '-'}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{i.contact_phone || '-'}</Descriptions.Item>
          <Descriptions.Item label="入驻时间">{formatDateTime(i.created_at)}</Descriptions.Item>
          <Descriptions.Item label="成员数">{i.staff_count}</Descriptions.Item>
          <Descriptions.Item label="机构简介" span="filled">
            {i.intro || '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="机构成员">
        <Table<Staff> rowKey="user_id" size="small" pagination={false} columns={staffColumns} dataSource={i.staff} locale={{ emptyText: EMPTY_TEXT }} />
      </Card>
      <Card title="停用 / 启用记录">
        {i.events.length > 0 ? (
          <Timeline
            items={i.events.map((e, n) => ({
              key: `${e.at}-${n}`,
              color: e.action === 'disable' ? 'red' : 'green',
              content: `${formatDateTime(e.at)} ${e.by_name} ${e.action_text}${e.reason ? `：${e.reason}` : ''}`,
            }))}
          />
        ) : (
          EMPTY_TEXT
        )}
      </Card>
      <ReviewModal
        open={action !== null}
        action={action === 'disable' ? 'reject' : 'approve'}
        maxLength={INSTITUTION_REASON_MAX}
        title={action === 'disable' ? '停用机构' : '启用机构'}
        okText={action === 'disable' ? '停用' : '启用'}
        reasonLabel="停用原因"
        reasonPlaceholder="请说明停用的原因，将记录在案并告知该机构成员"
        noteLabel="启用说明"
        description={
          action === 'disable'
            ? `停用后「${i.name}」的成员将立即退出登录且无法登录，其赛事、资讯与场馆从官网和手机端下线，不再接受新的报名与预订；资金、已有订单与退款不受影响。`
            : `启用后「${i.name}」的成员可以重新登录，其公开页面恢复展示。`
        }
        onSubmit={submit}
        onCancel={() => setAction(null)}
      />
    </Space>
  );
}

export default InstitutionDetailPage;
