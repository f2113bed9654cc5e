import { useEffect, useState } from 'react';
import { Avatar, Card, Descriptions, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import {
  EMPTY_TEXT,
  LOADING_TEXT,
  formatDateTime,
  getInstitutionList,
  getUserInfo,
  useSession,
  type Institution,
  type PageQuery,
  type UserInfoResult,
} from 'shared';
import { ListPage } from 'shared/antd';
import { institutionTypeName, maskMobile } from '../components/institution-types';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; info: UserInfoResult };

function roleText(info: UserInfoResult): string {
  if (info.account.is_admin === 1) return '平台管理员';
  if (info.account.isPerson === 1) return '个人用户';
  return '机构用户';
}

/** 账号信息 (admininfo): the signed-in user's profile and the institutions they act for. */
export const AdminInfoPage = observer(function AdminInfoPage() {
  const session = useSession();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let alive = true;
    getUserInfo()
      .then((info) => {
        if (!alive) return;
        session.setUser(info.user);
        setLoad({ state: 'ready', info });
      })
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [session]);

  if (load.state !== 'ready') {
    return <Card title="账号信息">{load.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT}</Card>;
  }
  const { info } = load;
  const managed = new Map(info.account.manager_data.map((m) => [m.institution_id, m]));

  const columns: TableColumnsType<Institution> = [
    {
      title: '机构名称',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, inst: Institution) => (
        <Space>
          <Avatar shape="square" src={inst.logo || undefined} alt={`${name}标识`}>
            {name.slice(0, 1)}
          </Avatar>
          {name}
          {inst.id === session.activeInstitutionId ? <Tag color="orange">当前机构</Tag> : null}
        </Space>
      ),
    },
    { title: '机构类型', dataIndex: 'institution_type', key: 'type', render: (t: number) => institutionTypeName(t) },
    {
      title: '我的角色',
      key: 'role',
      render: (_: unknown, inst: Institution) => {
        if (info.account.is_admin === 1) return '平台管理员';
        const m = managed.get(inst.id);
        return m ? (m.is_admin === 1 ? '机构管理员' : '机构成员') : '-';
      },
    },
  ];

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="账号信息">
        <Space align="start" size="large" wrap>
          <Avatar size={80} src={info.user.image || undefined} alt="头像">
            {info.user.nickname.slice(0, 1)}
          </Avatar>
          <Descriptions column={{ xs: 1, md: 2 }} size="middle">
            <Descriptions.Item label="账号">{info.user.account}</Descriptions.Item>
            <Descriptions.Item label="昵称">{info.user.nickname}</Descriptions.Item>
            <Descriptions.Item label="手机号">{maskMobile(info.user.mobile)}</Descriptions.Item>
            <Descriptions.Item label="身份">{roleText(info)}</Descriptions.Item>
            <Descriptions.Item label="登录有效期至">{formatDateTime(info.expire_time)}</Descriptions.Item>
          </Descriptions>
        </Space>
      </Card>
      {info.account.isPerson === 1 ? null : (
        <ListPage<Institution, PageQuery>
          title={info.account.is_admin === 1 ? '平台机构' : '我的机构'}
          fetcher={(query) => getInstitutionList(query)}
          rowKey="id"
          columns={columns}
        />
      )}
    </Space>
  );
});

export default AdminInfoPage;
