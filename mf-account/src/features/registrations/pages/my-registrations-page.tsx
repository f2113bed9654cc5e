import { useEffect, useState } from 'react';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { EMPTY_TEXT, LOADING_TEXT, formatDateTime, useSession } from 'shared';
import { StatusTag } from 'shared/antd';
import { REGISTRATION_KIND_TEXT, addRegistrationPath, type RegistrationKind } from 'shared/rules';
import { getIdentity, getMyRegistrations, getOpenSettings, type PersonIdentity, type RegisterSetting, type RegistrationDetail, type RegistrationStatus } from '../api/registrations';
import { useRouteHandle } from '../../../app/use-route-handle';
import { REGISTRATION_STATUS } from '../components/registration-status';
import { REAL_NAME_PATH } from './real-name-page';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; identity: PersonIdentity; mine: RegistrationDetail[]; open: RegisterSetting[] };

/**
 * 运动员注册 · 裁判员注册 (AthleteRegistration, RefereeRegistration): the person's 实名认证, their registrations of the
 * kind (注册信息) and the windows open now of every institution (提交新注册).
 */
export const MyRegistrationsPage = observer(function MyRegistrationsPage() {
  const kind: RegistrationKind = useRouteHandle<{ name: string }>().name === 'RefereeRegistration' ? 'referee' : 'athlete';
  const session = useSession();
  const personId = session.account?.user_id ?? 0;
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let alive = true;
    setLoad({ state: 'loading' });
    Promise.all([getIdentity(), getMyRegistrations(kind), getOpenSettings(kind)])
      .then(([identity, mine, open]) => alive && setLoad({ state: 'ready', identity, mine: mine.list, open: open.list }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [kind]);

  const title = `${REGISTRATION_KIND_TEXT[kind]}注册`;
  if (load.state === 'loading') return <Card title={title}>{LOADING_TEXT}</Card>;
  if (load.state === 'failed') return <Card title={title}>{EMPTY_TEXT}</Card>;
  const { identity, mine, open } = load;
  const filed = new Map(mine.filter((r) => r.status !== 'rejected').map((r) => [r.setting_id, r]));

  const mineColumns: TableColumnsType<RegistrationDetail> = [
    { title: '注册机构', dataIndex: 'institution_name', key: 'institution_name' },
    { title: '注册要求', dataIndex: 'setting_title', key: 'setting_title', render: (v: string) => v || '-' },
    { title: '运动项目', dataIndex: 'sport', key: 'sport' },
    { title: '等级', dataIndex: 'level', key: 'level', render: (v: string) => v || '-' },
    { title: '提交时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: RegistrationStatus) => <StatusTag status={s} map={REGISTRATION_STATUS} /> },
    { title: '驳回原因', dataIndex: 'review_reason', key: 'review_reason', render: (v: string) => v || '-' },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, r: RegistrationDetail) => (
        <Link to={addRegistrationPath(kind, 'details', r.id, r.user_id)} aria-label={`注册信息 ${r.setting_title || r.institution_name}`}>
          注册信息
        </Link>
      ),
    },
  ];
  const openColumns: TableColumnsType<RegisterSetting> = [
    { title: '注册机构', dataIndex: 'institution_name', key: 'institution_name' },
    { title: '注册要求', dataIndex: 'title', key: 'title' },
    { title: '运动项目', dataIndex: 'sports', key: 'sports', render: (v: string[]) => v.join('、') },
    { title: '截止时间', dataIndex: 'ends_at', key: 'ends_at', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, s: RegisterSetting) =>
        filed.has(s.id) ? (
          <Tag>已提交</Tag>
        ) : identity.status === 'none' ? (
          <Link to={`${REAL_NAME_PATH}/details/edit`}>先实名认证</Link>
        ) : (
          <Link to={addRegistrationPath(kind, 'new', s.id, personId)} aria-label={`提交新注册 ${s.title}`}>
            提交新注册
          </Link>
        ),
    },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {identity.status === 'none' ? (
        <Alert
          type="warning"
          showIcon
          title="请先完成实名认证"
          action={
            <Link to={`${REAL_NAME_PATH}/details/edit`}>
              <Button type="primary" size="small">
                去认证
              </Button>
            </Link>
          }
        />
      ) : (
        <Alert
          type={identity.status === 'verified' ? 'success' : 'info'}
          showIcon
          title={`实名认证：${identity.status_text}（${identity.real_name}）`}
          action={<Link to={REAL_NAME_PATH}>查看</Link>}
        />
      )}
      <Card title={`我的${title}`}>
        <Table<RegistrationDetail> rowKey="id" columns={mineColumns} dataSource={mine} pagination={false} locale={{ emptyText: EMPTY_TEXT }} />
      </Card>
      <Card title="正在注册中">
        <Table<RegisterSetting> rowKey="id" columns={openColumns} dataSource={open} pagination={false} locale={{ emptyText: EMPTY_TEXT }} />
      </Card>
    </Space>
  );
});

export default MyRegistrationsPage;
