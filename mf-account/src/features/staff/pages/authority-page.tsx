import { useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { EMPTY_TEXT, formatDateTime, LOADING_TEXT } from 'shared';
import { mobileRule } from 'shared/rules';
import { FormModal, useConfirm, useRowActions } from 'shared/antd';
import { ACCEPT_INVITATION_PATH } from 'shared/rules';
import {
  cancelInvitation,
  changeMemberRole,
  deleteRole,
  getStaffOverview,
  inviteMember,
  removeMember,
  type StaffInvitation,
  type StaffMember,
  type StaffOverview,
  type StaffRole,
} from '../api/staff';
import { NoStaffInstitution, permissionSummary, useStaffInstitutionId } from '../components/staff-institution';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; overview: StaffOverview };

interface InviteValues {
  mobile: string;
  role_id: number;
}

interface RoleChangeValues {
  /** A role id, or OWNER for 负责人 */
  role: number;
}

const OWNER = 0;

/**
 * 权限管理 (authority, spec §2.4): the active institution's members with their roles (负责人 marked), the invitations
 * not yet accepted, and the roles. With 账号管理 读写 (or as an owner): 邀请成员 by mobile and role, 修改角色 and 移除
 * (each ends the member's sessions), 撤销 an invitation, 新增角色 / 编辑 / 删除 a role. What the server refuses (the
 * last owner, more than the caller holds, an owner touched by a member) is shown as its message.
 */
export const AuthorityPage = observer(function AuthorityPage() {
  const institutionId = useStaffInstitutionId();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { version, reload, act: rowAct } = useRowActions();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<StaffMember | null>(null);

  // read again after each change (`version`); a failed re-read keeps what is shown
  useEffect(() => {
    if (institutionId === null) return;
    let alive = true;
    getStaffOverview(institutionId)
      .then((overview) => alive && setLoad({ state: 'ready', overview }))
      .catch(() => alive && setLoad((current) => (current.state === 'ready' ? current : { state: 'failed' })));
    return () => {
      alive = false;
    };
  }, [institutionId, version]);

  if (institutionId === null) return <NoStaffInstitution title="权限管理" />;
  if (load.state !== 'ready') return <Card title="权限管理">{load.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT}</Card>;
  const { overview } = load;
  const canWrite = overview.groups.find((g) => g.key === 'account')?.access === 'write';
  const isOwner = overview.is_owner === 1;
  const roleOptions = overview.roles.map((r) => ({ value: r.id, label: r.name }));

  /** Runs a change after its confirmation; on success tells so and reads the lists again. */
  const act = (content: string, okText: string, run: () => Promise<unknown>, done: string) =>
    confirm({ title: okText, content, okText, danger: true }, () => rowAct(run, done));

  const memberColumns: TableColumnsType<StaffMember> = [
    { title: '账号', dataIndex: 'account', key: 'account' },
    { title: '昵称', dataIndex: 'nickname', key: 'nickname' },
    { title: '手机号', dataIndex: 'mobile', key: 'mobile', render: (v: string) => v || '-' },
    {
      title: '角色',
      key: 'role',
      render: (_: unknown, m) => (
        <Space size={4}>
          {m.is_owner === 1 ? <Tag color="gold">负责人</Tag> : m.role_name}
          {m.disabled === 1 ? <Tag color="red">已停用</Tag> : null}
        </Space>
      ),
    },
    { title: '加入时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, m) => (
        <Space size={0}>
          <Link to={`/admin/info/${m.id}`} aria-label={`查看成员 ${m.account}`}>
            <Button type="link" size="small">
              详情
            </Button>
          </Link>
          {canWrite ? (
            <>
              <Button type="link" size="small" aria-label={`修改角色 ${m.account}`} onClick={() => setChanging(m)}>
                修改角色
              </Button>
              <Button
                type="link"
                size="small"
                danger
                aria-label={`移除 ${m.account}`}
                onClick={() =>
                  void act(`移除后「${m.nickname || m.account}」将立即退出登录，不能再管理本机构。`, '移除成员', () => removeMember(institutionId, m.id), '已移除该成员')
                }
              >
                移除
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  const invitationColumns: TableColumnsType<StaffInvitation> = [
    { title: '手机号', dataIndex: 'mobile', key: 'mobile' },
    { title: '角色', dataIndex: 'role_name', key: 'role_name' },
    { title: '邀请时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    { title: '有效期至', dataIndex: 'expires_at', key: 'expires_at', render: (v: string) => formatDateTime(v) },
    ...(canWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, i: StaffInvitation) => (
              <Button
                type="link"
                size="small"
                danger
                aria-label={`撤销邀请 ${i.mobile}`}
                onClick={() => void act(`撤销后 ${i.mobile} 不能再接受这次邀请。`, '撤销邀请', () => cancelInvitation(institutionId, i.id), '已撤销邀请')}
              >
                撤销
              </Button>
            ),
          },
        ]
      : []),
  ];

  const roleColumns: TableColumnsType<StaffRole> = [
    { title: '角色名称', dataIndex: 'name', key: 'name' },
    { title: '权限', key: 'permissions', render: (_: unknown, r) => permissionSummary(overview.groups, r.permissions) },
    { title: '成员数', dataIndex: 'members', key: 'members', width: 90 },
    ...(canWrite
      ? [
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r: StaffRole) => (
              <Space size={0}>
                <Link to={`/admin/editauthority/${r.id}`} aria-label={`编辑角色 ${r.name}`}>
                  <Button type="link" size="small">
                    编辑
                  </Button>
                </Link>
                <Button
                  type="link"
                  size="small"
                  danger
                  aria-label={`删除角色 ${r.name}`}
                  onClick={() => void act(`删除角色「${r.name}」？`, '删除角色', () => deleteRole(institutionId, r.id), '已删除角色')}
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  const invite = async (values: InviteValues) => {
    const mobile = values.mobile.trim();
    await inviteMember(institutionId, mobile, values.role_id);
    message.success(`已向 ${mobile} 发送邀请验证码，对方在「接受邀请」页（${ACCEPT_INVITATION_PATH}）验证手机号后加入`);
    setInviting(false);
    reload();
  };

  const changeRole = async (values: RoleChangeValues) => {
    if (!changing) return;
    await changeMemberRole(institutionId, changing.id, values.role === OWNER ? { owner: true } : { owner: false, role_id: values.role });
    message.success('已修改角色，该成员需重新登录');
    setChanging(null);
    reload();
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title="成员"
        extra={
          canWrite ? (
            <Button type="primary" onClick={() => setInviting(true)} disabled={overview.roles.length === 0} title={overview.roles.length === 0 ? '请先新增角色' : undefined}>
              邀请成员
            </Button>
          ) : null
        }
      >
        <Table<StaffMember> rowKey="id" size="small" pagination={false} columns={memberColumns} dataSource={overview.members} locale={{ emptyText: EMPTY_TEXT }} />
      </Card>
      <Card title="待接受的邀请">
        <Table<StaffInvitation> rowKey="id" size="small" pagination={false} columns={invitationColumns} dataSource={overview.invitations} locale={{ emptyText: EMPTY_TEXT }} />
      </Card>
      <Card
        title="角色"
        extra={
          canWrite ? (
            <Link to="/admin/addauthority">
              <Button>新增角色</Button>
            </Link>
          ) : null
        }
      >
        <Table<StaffRole> rowKey="id" size="small" pagination={false} columns={roleColumns} dataSource={overview.roles} locale={{ emptyText: EMPTY_TEXT }} />
      </Card>

      <FormModal<InviteValues>
        open={inviting}
        title="邀请成员"
        okText="发送邀请"
        formLabel="邀请成员"
        clearOnDestroy
        intro="验证码短信将发送到该手机号，对方在「接受邀请」页填写验证码（新账号同时设置密码）即加入本机构，邀请7天内有效。"
        onCancel={() => setInviting(false)}
        onSubmit={invite}
      >
        <Form.Item
          label="手机号"
          name="mobile"
          rules={[{ required: true, whitespace: true, message: '请输入手机号' }, mobileRule]}
        >
          <Input placeholder="请输入11位手机号" maxLength={11} inputMode="numeric" />
        </Form.Item>
        <Form.Item label="角色" name="role_id" rules={[{ required: true, message: '请选择角色' }]}>
          <Select placeholder="请选择角色" options={roleOptions} aria-label="角色" />
        </Form.Item>
      </FormModal>

      <FormModal<RoleChangeValues>
        open={changing !== null}
        title={`修改角色：${changing?.nickname || changing?.account || ''}`}
        formLabel="修改角色"
        clearOnDestroy
        initialValues={changing ? { role: changing.is_owner === 1 ? OWNER : changing.role_id || undefined } : undefined}
        intro="修改后该成员将立即退出登录，重新登录后按新角色的权限使用。"
        onCancel={() => setChanging(null)}
        onSubmit={changeRole}
      >
        <Form.Item label="角色" name="role" rules={[{ required: true, message: '请选择角色' }]}>
          <Select placeholder="请选择角色" aria-label="新角色" options={[...(isOwner ? [{ value: OWNER, label: '负责人（全部权限）' }] : []), ...roleOptions]} />
        </Form.Item>
      </FormModal>
    </Space>
  );
});

export default AuthorityPage;
