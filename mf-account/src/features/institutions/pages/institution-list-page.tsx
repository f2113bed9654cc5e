import { Form, Input, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime, statusOptions } from 'shared';
import { ListPage, StatusTag } from 'shared/antd';
import { INSTITUTION_TYPE_OPTIONS, type InstitutionStatus } from 'shared/rules';
import { getInstitutionList, type AdminInstitution, type InstitutionListQuery } from '../api/institutions';
import { INSTITUTION_STATUS } from '../components/institution-status';

interface FilterValues {
  institution_type?: InstitutionListQuery['institution_type'];
  status?: InstitutionStatus;
  name?: string;
}

/** 机构列表 (settlement/institutionList, docs/institutions.md): the platform's institutions; 查看 opens one to 停用 / 启用. */
export function InstitutionListPage() {
  const columns: TableColumnsType<AdminInstitution> = [
    { title: '机构名称', dataIndex: 'name', key: 'name' },
    { title: '机构类型', dataIndex: 'institution_type_name', key: 'institution_type_name' },
    { title: '所在地区', dataIndex: 'region', key: 'region', render: (v: string) => v || '-' },
    { title: '成员数', dataIndex: 'staff_count', key: 'staff_count' },
    { title: '入驻时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: InstitutionStatus) => <StatusTag status={s} map={INSTITUTION_STATUS} /> },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, i: AdminInstitution) => (
        <Link to={`/admin/settlement/institutionDetail/${i.id}`} aria-label={`查看机构 ${i.name}`}>
          查看
        </Link>
      ),
    },
  ];

  return (
    <ListPage<AdminInstitution, InstitutionListQuery, FilterValues>
      title="机构列表"
      fetcher={getInstitutionList}
      rowKey="id"
      columns={columns}
      toQuery={({ name, ...rest }) => ({ ...rest, name: name?.trim() || undefined })}
      filters={
        <>
          <Form.Item name="institution_type" label="机构类型">
            <Select allowClear placeholder="全部类型" style={{ width: 160 }} options={INSTITUTION_TYPE_OPTIONS} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select allowClear placeholder="全部状态" style={{ width: 120 }} options={statusOptions(INSTITUTION_STATUS)} />
          </Form.Item>
          <Form.Item name="name" label="机构名称">
            <Input allowClear placeholder="机构名称" style={{ width: 220 }} />
          </Form.Item>
        </>
      }
    />
  );
}

export default InstitutionListPage;
