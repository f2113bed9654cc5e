import { Button, Form, Result, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDateTime, useSession } from 'shared';
import { ListPage } from 'shared/antd';
import { canPublishRegistrations } from 'shared/rules';
import { getSettingList, type RegisterSetting, type RegistrationKind, type SettingListQuery } from '../api/registrations';
import { REGISTRATION_KIND_OPTIONS, WINDOW_STATE_COLOR } from '../components/registration-status';

export const SETTING_DETAILS_PATH = '/admin/community/register/requestSettings/details';

/** 注册要求设置 (requestSettings): the active institution's registration windows; 体育局 and 协会 publish them. */
export const RequestSettingsPage = observer(function RequestSettingsPage() {
  const session = useSession();
  const institution = session.activeInstitution;
  if (!institution) return <Result status="info" title="注册要求由机构设置" subTitle="请以机构账号登录后设置注册要求" />;
  const publisher = canPublishRegistrations(institution.institution_type);

  const columns: TableColumnsType<RegisterSetting> = [
    { title: '注册要求', dataIndex: 'title', key: 'title' },
    { title: '注册类型', dataIndex: 'kind_text', key: 'kind_text' },
    { title: '运动项目', dataIndex: 'sports', key: 'sports', render: (v: string[]) => v.join('、') },
    { title: '开始时间', dataIndex: 'starts_at', key: 'starts_at', render: (v: string) => formatDateTime(v) },
    { title: '结束时间', dataIndex: 'ends_at', key: 'ends_at', render: (v: string) => formatDateTime(v) },
    { title: '状态', dataIndex: 'state', key: 'state', render: (_: string, s: RegisterSetting) => <Tag color={WINDOW_STATE_COLOR[s.state]}>{s.state_text}</Tag> },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, s: RegisterSetting) => (
        <Link to={`${SETTING_DETAILS_PATH}/${s.id}`} aria-label={`设置详情 ${s.title}`}>
          {publisher ? '编辑' : '查看'}
        </Link>
      ),
    },
  ];

  return (
    <ListPage<RegisterSetting, SettingListQuery, { kind?: RegistrationKind }>
      key={institution.institution_id}
      title="注册要求设置"
      extra={
        publisher ? (
          <Link to={`${SETTING_DETAILS_PATH}/0`}>
            <Button type="primary">新增注册要求</Button>
          </Link>
        ) : undefined
      }
      fetcher={getSettingList}
      rowKey="id"
      columns={columns}
      toQuery={(v) => ({ ...v, institution_id: institution.institution_id })}
      initialValues={{}}
      filters={
        <Form.Item name="kind" label="注册类型">
          <Select allowClear placeholder="全部类型" style={{ width: 120 }} options={REGISTRATION_KIND_OPTIONS} />
        </Form.Item>
      }
    />
  );
});

export default RequestSettingsPage;
