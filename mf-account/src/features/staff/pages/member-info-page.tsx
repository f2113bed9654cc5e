import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { EMPTY_TEXT, formatDateTime, LOADING_TEXT } from 'shared';
import { GROUP_ACCESS_LABELS } from 'shared/rules';
import { getRoles, getStaffMember, type StaffGroup, type StaffMemberDetail } from '../api/staff';
import { accessIn, NoStaffInstitution, useStaffInstitutionId } from '../components/staff-institution';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; member: StaffMemberDetail; groups: StaffGroup[] };

const ACCESS_COLOR = { none: 'default', read: 'blue', write: 'green' } as const;

/** 成员详情 (info/:id): a member's account, role and what they hold in each menu group of the institution. */
export const MemberInfoPage = observer(function MemberInfoPage() {
  const { id } = useParams();
  const memberId = Number(id);
  const institutionId = useStaffInstitutionId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (institutionId === null) return;
    if (!Number.isInteger(memberId) || memberId <= 0) {
      setLoad({ state: 'failed' });
      return;
    }
    let alive = true;
    Promise.all([getStaffMember(institutionId, memberId), getRoles(institutionId)])
      .then(([member, { groups }]) => alive && setLoad({ state: 'ready', member, groups }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [institutionId, memberId]);

  if (institutionId === null) return <NoStaffInstitution title="成员详情" />;
  const back = (
    <Link to="/admin/authority">
      <Button>返回权限管理</Button>
    </Link>
  );
  if (load.state !== 'ready') return <Card title="成员详情" extra={back}>{load.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT}</Card>;
  const { member: m, groups } = load;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title="成员详情" extra={back}>
        <Descriptions column={2} size="middle">
          <Descriptions.Item label="账号">{m.account}</Descriptions.Item>
          <Descriptions.Item label="昵称">{m.nickname || '-'}</Descriptions.Item>
          <Descriptions.Item label="手机号">{m.mobile || '-'}</Descriptions.Item>
          <Descriptions.Item label="角色">{m.is_owner === 1 ? <Tag color="gold">负责人</Tag> : m.role_name}</Descriptions.Item>
          <Descriptions.Item label="加入时间">{formatDateTime(m.created_at)}</Descriptions.Item>
          <Descriptions.Item label="账号状态">{m.disabled === 1 ? <Tag color="red">已停用</Tag> : '正常'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="各菜单分组的权限">
        <Descriptions column={1} size="small" bordered>
          {groups.map((g) => {
            const access = accessIn(m.permissions, g.key);
            return (
              <Descriptions.Item key={g.key} label={g.title}>
                <Tag color={ACCESS_COLOR[access]}>{GROUP_ACCESS_LABELS[access]}</Tag>
                {g.key === 'account' && access === 'none' ? '（账号信息与修改密码仍可使用）' : null}
              </Descriptions.Item>
            );
          })}
        </Descriptions>
      </Card>
    </Space>
  );
});

export default MemberInfoPage;
