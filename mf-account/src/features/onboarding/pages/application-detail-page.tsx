import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Image, Space, Table, Tag, Timeline } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, formatDateTime, useRootStore } from 'shared';
import { ReviewActions, StatusTag } from 'shared/antd';
import { CREDIT_CODE_MESSAGE, ONBOARDING_LISTS, REJECT_REASON_MAX } from 'shared/rules';
import { getApplication, reviewApplication, type ApplicationDetail, type ApplicationStatus } from '../api/onboarding';
import { APPLICATION_STATUS } from '../components/application-status';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; application: ApplicationDetail };
type History = ApplicationDetail['history'][number];

/**
 * 入驻审核详情 (settlement/certificationAudit/:id): the application's institution data, documents (with preview), the
 * applicant's contact, its review record and the other applications of its credit code; 通过 / 驳回 while pending.
 */
export function ApplicationDetailPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const applicationId = Number(id);
  const { message } = App.useApp();
  const { ui } = useRootStore();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!Number.isInteger(applicationId) || applicationId <= 0) {
      setLoad({ state: 'failed' });
      return;
    }
    let alive = true;
    getApplication(applicationId)
      .then((application) => alive && setLoad({ state: 'ready', application }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [applicationId]);

  const from = ONBOARDING_LISTS.find((l) => l.name === search.get('from')) ?? ONBOARDING_LISTS[ONBOARDING_LISTS.length - 1]!;
  const back = (
    <Link to={`/admin/settlement/${from.name}`}>
      <Button>返回{from.title}</Button>
    </Link>
  );
  if (load.state === 'loading') return <Card title="入驻审核" extra={back}>{LOADING_TEXT}</Card>;
  if (load.state === 'failed') return <Card title="入驻审核" extra={back}>{EMPTY_TEXT}</Card>;
  const { application: a } = load;

  const review = async (action: 'approve' | 'reject', reason = '') => {
    const next = await reviewApplication(a.id, action, reason);
    message.success(action === 'approve' ? '已通过，机构与管理员账号已创建，已短信通知申请人' : '已驳回，申请人可在查询进度中看到驳回原因');
    // an approved venue operator's venue enters 新增场馆审核: the badges are read again
    ui.requestCountsReload();
    setLoad({ state: 'ready', application: next });
  };

  const historyColumns = [
    { title: '申请编号', dataIndex: 'application_no', key: 'application_no' },
    { title: '机构名称', dataIndex: 'name', key: 'name' },
    { title: '提交时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: ApplicationStatus) => <StatusTag status={s} map={APPLICATION_STATUS} /> },
    { title: '驳回原因', dataIndex: 'review_reason', key: 'review_reason', render: (v: string) => v || '-' },
    { title: '操作', key: 'open', render: (_: unknown, h: History) => <Link to={`/admin/settlement/certificationAudit/${h.id}?from=${from.name}`}>查看</Link> },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={a.name}
        extra={
          <Space>
            {a.status === 'pending' ? (
              <ReviewActions
                maxLength={REJECT_REASON_MAX}
                approveTitle="通过入驻申请"
                approveDescription={`通过后将创建机构「${a.name}」及其管理员账号（登录手机号 ${a.contact_mobile}），并短信通知申请人${a.venue_address ? '；场馆将进入新增场馆审核' : ''}。`}
                onApprove={() => review('approve')}
                rejectTitle="驳回入驻申请"
                rejectDescription="驳回后申请人可在查询进度中看到原因，修改后可重新提交。"
                onReject={(reason) => review('reject', reason)}
              />
            ) : null}
            {back}
          </Space>
        }
      >
        {a.status === 'approved' && a.institution_id > 0 ? <Alert type="success" showIcon style={{ marginBottom: 16 }} title={`已创建机构（编号 ${a.institution_id}），管理员账号为申请人手机号 ${a.contact_mobile}`} /> : null}
        <Descriptions column={2} size="middle">
          <Descriptions.Item label="审核状态">
            <StatusTag status={a.status} map={APPLICATION_STATUS} />
          </Descriptions.Item>
          <Descriptions.Item label="申请编号">{a.application_no}</Descriptions.Item>
          <Descriptions.Item label="机构类型">{a.institution_type_name}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">
            <Space>
              {a.credit_code}
              {a.credit_code_valid ? <Tag color="green">校验通过</Tag> : <Tag color="red">{CREDIT_CODE_MESSAGE}</Tag>}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="法定代表人">{a.legal_person}</Descriptions.Item>
          <Descriptions.Item label="所在地">{`${a.province} ${a.city}`}</Descriptions.Item>
          <Descriptions.Item label="详细地址">{a.address}</Descriptions.Item>
          <Descriptions.Item label="联系人">{a.contact_name}</Descriptions.Item>
          <Descriptions.Item label="联系手机">{a.contact_mobile}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{formatDateTime(a.created_at)}</Descriptions.Item>
          {a.venue_address ? <Descriptions.Item label="场馆地址">{a.venue_address}</Descriptions.Item> : null}
          {a.sponsorship_intent ? <Descriptions.Item label="赞助意向">{a.sponsorship_intent}</Descriptions.Item> : null}
          {a.review_reason ? <Descriptions.Item label="驳回原因">{a.review_reason}</Descriptions.Item> : null}
          {a.reviewed_at ? <Descriptions.Item label="审核时间">{`${formatDateTime(a.reviewed_at)} ${a.reviewed_by_name}`}</Descriptions.Item> : null}
          <Descriptions.Item label="机构简介" span="filled">
            {a.intro || '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="证照与照片">
        {a.documents.length > 0 || a.logo ? (
          <Image.PreviewGroup>
            <Space wrap align="start">
              {a.logo ? (
                <figure style={{ margin: 0 }}>
                  <Image src={a.logo} alt={`${a.name}标志`} width={160} />
                  <figcaption>机构标志</figcaption>
                </figure>
              ) : null}
              {a.documents.map((d, i) => (
                <figure key={`${d.url}-${i}`} style={{ margin: 0 }}>
                  <Image src={d.url} alt={`${d.label}${i + 1}`} width={200} />
                  <figcaption>{d.label}</figcaption>
                </figure>
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          EMPTY_TEXT
        )}
      </Card>
      <Card title="审核记录">
        <Timeline
          items={a.status_history.map((e, i) => ({
            key: `${e.at}-${i}`,
            color: e.status === 'rejected' ? 'red' : e.status === 'approved' ? 'green' : 'blue',
            content: `${formatDateTime(e.at)} ${e.status_text}${e.reason ? `：${e.reason}` : ''}`,
          }))}
        />
      </Card>
      <Card title="该信用代码的其他申请">
        <Table<History> rowKey="id" size="small" pagination={false} columns={historyColumns} dataSource={a.history} locale={{ emptyText: EMPTY_TEXT }} />
      </Card>
    </Space>
  );
}

export default ApplicationDetailPage;
