import { Form, Input, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDateTime, statusOptions, useSession, useShownFilters } from 'shared';
import { FlowExportButton, ListPage, StatusTag } from 'shared/antd';
import { personGenderText } from 'shared/rules';
import { exportRegistrations, getRegistrationList, type Registration, type RegistrationKind, type RegistrationListQuery, type RegistrationStatus } from '../api/registrations';
import { registrationList } from '../components/registration-lists';
import { useRouteHandle } from '../../../app/use-route-handle';
import { REGISTRATION_KIND_OPTIONS, REGISTRATION_STATUS } from '../components/registration-status';

interface FilterValues {
  kind?: RegistrationKind;
  status?: RegistrationStatus;
  sport?: string;
  keyword?: string;
}

/**
 * 运动员名单 · 裁判员名单 (the platform: every institution's registrations) and 运动员注册 · 裁判员注册 · 注册审核
 * (an institution: those filed with its active institution); the list from the route's name. 导出 queues the xlsx
 * of the list shown (its filters) through the export tasks.
 */
export const RegistrationListPage = observer(function RegistrationListPage() {
  const def = registrationList(useRouteHandle<{ name: string }>().name);
  const session = useSession();
  const institutionId = def.platform ? undefined : session.activeInstitutionId || undefined;
  // the filters of the list shown (its last read), for 导出
  const { fetcher, shown } = useShownFilters(getRegistrationList, { kind: def.kind, institution_id: institutionId });

  const columns: TableColumnsType<Registration> = [
    { title: '姓名', dataIndex: 'real_name', key: 'real_name' },
    { title: '性别', dataIndex: 'gender', key: 'gender', render: (g: number) => personGenderText(g) },
    { title: '身份证号', dataIndex: 'id_card', key: 'id_card' },
    ...(def.kind ? [] : [{ title: '类型', dataIndex: 'kind_text', key: 'kind_text' }]),
    { title: '运动项目', dataIndex: 'sport', key: 'sport' },
    { title: '等级', dataIndex: 'level', key: 'level', render: (v: string) => v || '-' },
    ...(def.platform ? [{ title: '注册机构', dataIndex: 'institution_name', key: 'institution_name' }] : []),
    { title: '注册要求', dataIndex: 'setting_title', key: 'setting_title', render: (v: string) => v || '-' },
    { title: '提交时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: RegistrationStatus) => <StatusTag status={s} map={REGISTRATION_STATUS} /> },
    { title: '驳回原因', dataIndex: 'review_reason', key: 'review_reason', ellipsis: true, render: (v: string) => v || '-' },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, r: Registration) => {
        const review = !def.platform && r.status === 'pending';
        return (
          <Link to={`${def.path}/${r.id}`} aria-label={`${review ? '审核' : '查看'}注册 ${r.real_name}`}>
            {review ? '审核' : '查看'}
          </Link>
        );
      },
    },
  ];

  return (
    <ListPage<Registration, RegistrationListQuery, FilterValues>
      key={`${def.name}-${institutionId ?? 'all'}`}
      title={def.title}
      extra={<FlowExportButton start={() => exportRegistrations(shown())} />}
      fetcher={fetcher}
      rowKey="id"
      columns={columns}
      toQuery={({ keyword, sport, ...rest }) => ({
        ...rest,
        kind: def.kind ?? rest.kind,
        institution_id: institutionId,
        keyword: keyword?.trim() || undefined,
        sport: sport?.trim() || undefined,
      })}
      initialValues={def.pendingFirst ? { status: 'pending' } : {}}
      filters={
        <>
          {def.kind ? null : (
            <Form.Item name="kind" label="注册类型">
              <Select allowClear placeholder="全部类型" style={{ width: 120 }} options={REGISTRATION_KIND_OPTIONS} />
            </Form.Item>
          )}
          <Form.Item name="status" label="审核状态">
            <Select allowClear placeholder="全部状态" style={{ width: 140 }} options={statusOptions(REGISTRATION_STATUS)} />
          </Form.Item>
          <Form.Item name="sport" label="运动项目">
            <Input allowClear placeholder="如：田径" style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="keyword" label="关键字">
            <Input allowClear placeholder={def.platform ? '姓名 / 手机号 / 机构名称' : '姓名 / 手机号'} style={{ width: 220 }} />
          </Form.Item>
        </>
      }
    />
  );
});

export default RegistrationListPage;
