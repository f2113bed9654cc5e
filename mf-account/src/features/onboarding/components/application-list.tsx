import { DatePicker, Form, Input, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router-dom';
import { formatDateTime, statusOptions } from 'shared';
import { ListPage, StatusTag } from 'shared/antd';
import { INSTITUTION_TYPE_NAMES, ONBOARDING_LISTS, type OnboardingListName } from 'shared/rules';
import { getApplicationList, type Application, type ApplicationListQuery, type ApplicationStatus } from '../api/onboarding';
import { APPLICATION_STATUS } from './application-status';

interface FilterValues {
  institution_type?: number;
  status?: ApplicationStatus;
  keyword?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const TYPE_OPTIONS = Object.entries(INSTITUTION_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }));

/**
 * One of the seven 入驻管理 lists (spec §2.5): the applications of the list's institution kind (入驻申请: every kind,
 * with a kind filter), pending ones first by default; 审核 / 查看 opens the detail.
 */
export function ApplicationList({ list }: { list: OnboardingListName }) {
  const def = ONBOARDING_LISTS.find((l) => l.name === list)!;
  const kind = def.institutionType ?? undefined;
  const toQuery = ({ dates, keyword, ...rest }: FilterValues): ApplicationListQuery => ({
    ...rest,
    institution_type: (kind ?? rest.institution_type) as ApplicationListQuery['institution_type'],
    keyword: keyword?.trim() || undefined,
    date_from: dates?.[0]?.format('YYYY-MM-DD'),
    date_to: dates?.[1]?.format('YYYY-MM-DD'),
  });
  const columns: TableColumnsType<Application> = [
    { title: '申请编号', dataIndex: 'application_no', key: 'application_no' },
    { title: '机构名称', dataIndex: 'name', key: 'name' },
    ...(kind ? [] : [{ title: '机构类型', dataIndex: 'institution_type_name', key: 'institution_type_name' }]),
    { title: '统一社会信用代码', dataIndex: 'credit_code', key: 'credit_code' },
    { title: '联系人', key: 'contact', render: (_: unknown, a: Application) => `${a.contact_name} ${a.contact_mobile}` },
    { title: '所在地', key: 'region', render: (_: unknown, a: Application) => `${a.province} ${a.city}` },
    { title: '提交时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: ApplicationStatus) => <StatusTag status={s} map={APPLICATION_STATUS} /> },
    { title: '驳回原因', dataIndex: 'review_reason', key: 'review_reason', ellipsis: true, render: (v: string) => v || '-' },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, a: Application) => (
        <Link to={`/admin/settlement/certificationAudit/${a.id}?from=${list}`} aria-label={`${a.status === 'pending' ? '审核' : '查看'}入驻申请 ${a.name}`}>
          {a.status === 'pending' ? '审核' : '查看'}
        </Link>
      ),
    },
  ];

  return (
    <ListPage<Application, ApplicationListQuery, FilterValues>
      key={list}
      title={def.title}
      fetcher={getApplicationList}
      rowKey="id"
      columns={columns}
      toQuery={toQuery}
      initialValues={{ status: 'pending' }}
      filters={
        <>
          {kind ? null : (
            <Form.Item name="institution_type" label="机构类型">
              <Select allowClear placeholder="全部类型" style={{ width: 160 }} options={TYPE_OPTIONS} />
            </Form.Item>
          )}
          <Form.Item name="status" label="审核状态">
            <Select allowClear placeholder="全部状态" style={{ width: 140 }} options={statusOptions(APPLICATION_STATUS)} />
          </Form.Item>
          <Form.Item name="keyword" label="关键字">
            <Input allowClear placeholder="机构名称 / 信用代码 / 联系人 / 手机号" style={{ width: 260 }} />
          </Form.Item>
          <Form.Item name="dates" label="提交日期">
            <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} />
          </Form.Item>
        </>
      }
    />
  );
}
