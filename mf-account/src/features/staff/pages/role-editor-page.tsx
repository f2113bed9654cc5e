import { useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, Radio, Space, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { accessAllows, GROUP_ACCESS_LABELS, grantProblemWithin, type GroupAccess, type PermissionSet } from 'shared/rules';
import { getRoles, saveRole, type RolePermissions, type StaffGroup, type StaffRole } from '../api/staff';
import { accessIn, NoStaffInstitution, useStaffInstitutionId } from '../components/staff-institution';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; groups: StaffGroup[]; role: StaffRole | null };

interface RoleValues {
  name: string;
  permissions: Record<string, GroupAccess>;
}

const ACCESS_OPTIONS: GroupAccess[] = ['none', 'read', 'write'];
const AUTHORITY_PATH = '/admin/authority';

/**
 * 新增角色 (addauthority) and 编辑角色 (editauthority/:id): the role's name and, per menu group of the institution, 无 /
 * 只读 / 读写 — never more than the caller holds (the groups' `access` of GET /admin/roles): those choices are disabled
 * and the shared rule grantProblemWithin checks the whole role before it is sent. 账号管理 stands for 权限管理 and
 * 操作记录; 账号信息 and 修改密码 are everyone's own. Members holding an edited role use it at once.
 */
export const RoleEditorPage = observer(function RoleEditorPage() {
  const { id } = useParams();
  const roleId = id === undefined ? null : Number(id);
  const institutionId = useStaffInstitutionId();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleValues>();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [saving, setSaving] = useState(false);
  const title = roleId === null ? '新增角色' : '编辑角色';

  useEffect(() => {
    if (institutionId === null) return;
    let alive = true;
    getRoles(institutionId)
      .then(({ groups, roles }) => {
        if (!alive) return;
        const role = roleId === null ? null : (roles.find((r) => r.id === roleId) ?? undefined);
        setLoad(role === undefined ? { state: 'failed' } : { state: 'ready', groups, role });
      })
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, [institutionId, roleId]);

  if (institutionId === null) return <NoStaffInstitution title={title} />;
  const back = (
    <Link to={AUTHORITY_PATH}>
      <Button>返回权限管理</Button>
    </Link>
  );
  if (load.state !== 'ready') return <Card title={title} extra={back}>{load.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT}</Card>;
  const { groups, role } = load;
  const initial: RoleValues = {
    name: role?.name ?? '',
    permissions: Object.fromEntries(groups.map((g) => [g.key, role ? accessIn(role.permissions, g.key) : 'none'])),
  };

  const submit = async (values: RoleValues) => {
    const permissions: PermissionSet = {};
    for (const [key, access] of Object.entries(values.permissions ?? {})) if (access === 'read' || access === 'write') permissions[key] = access;
    const problem = grantProblemWithin(permissions, (key) => groups.find((g) => g.key === key)?.access);
    if (problem) {
      message.error(problem);
      return;
    }
    setSaving(true);
    try {
      await saveRole(institutionId, { id: role?.id, name: values.name.trim(), permissions: permissions as RolePermissions });
    } catch {
      return; // the shared client showed the server's message
    } finally {
      setSaving(false);
    }
    message.success(role ? '角色已保存，使用该角色的成员立即按新权限' : '角色已新增');
    navigate(AUTHORITY_PATH);
  };

  return (
    <Card title={title} extra={back}>
      <Form<RoleValues> form={form} layout="horizontal" labelCol={{ flex: '120px' }} initialValues={initial} onFinish={submit} aria-label={title} style={{ maxWidth: 720 }}>
        <Form.Item label="角色名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入角色名称' }]}>
          <Input maxLength={32} placeholder="如：赛事编辑、财务只读" />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginLeft: 120 }}>
          每个菜单分组可设为 无、只读 或 读写，不能超过您自己的权限；账号管理含权限管理与操作记录，账号信息与修改密码每位成员都有。
        </Typography.Paragraph>
        {groups.map((g) => (
          <Form.Item key={g.key} label={g.title} name={['permissions', g.key]} extra={g.access === 'write' ? undefined : `您在该分组的权限：${GROUP_ACCESS_LABELS[g.access]}`}>
            <Radio.Group aria-label={g.title}>
              {ACCESS_OPTIONS.map((access) => (
                <Radio key={access} value={access} disabled={access !== 'none' && !accessAllows(g.access, access)}>
                  {GROUP_ACCESS_LABELS[access]}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        ))}
        <Form.Item style={{ marginLeft: 120 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
            <Link to={AUTHORITY_PATH}>
              <Button>取消</Button>
            </Link>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
});

export default RoleEditorPage;
