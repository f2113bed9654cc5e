import { Form, Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime, statusOptions } from 'shared';
import { JOB_QUEUE_OPTIONS } from 'shared/rules';
import { ListPage, StatusTag } from 'shared/antd';
import { getJobList, type Job, type JobListQuery, type JobState } from '../api/get-job-list';
import { JOB_STATE } from '../components/job-state';

interface FilterValues {
  name?: string;
  state?: JobState;
}

const columns: TableColumnsType<Job> = [
  {
    title: '名称',
    dataIndex: 'title',
    key: 'title',
    render: (title: string, job: Job) => (
      <>
        {title}
        {title !== job.name ? <Typography.Text type="secondary">（{job.name}）</Typography.Text> : null}
      </>
    ),
  },
  { title: '状态', dataIndex: 'state', key: 'state', render: (v: JobState) => <StatusTag status={v} map={JOB_STATE} /> },
  { title: '重试次数', key: 'retries', render: (_: unknown, job: Job) => `${job.retry_count} / ${job.retry_limit}` },
  { title: '创建时间', dataIndex: 'created_on', key: 'created_on', render: (v: string) => formatDateTime(v) },
  { title: '完成时间', dataIndex: 'completed_on', key: 'completed_on', render: (v: string | null) => (v ? formatDateTime(v) : '-') },
  // the server answers the failure in Chinese (shared/rules jobErrorText)
  { title: '错误信息', dataIndex: 'error', key: 'error', ellipsis: true, render: (v: string) => v || '-' },
];

/** 任务队列 (JobQueue): the background jobs and their failures, for the platform admin. */
export function JobQueuePage() {
  return (
    <ListPage<Job, JobListQuery, FilterValues>
      title="任务队列"
      fetcher={getJobList}
      rowKey="id"
      columns={columns}
      toQuery={(values) => ({ name: values.name || undefined, state: values.state })}
      initialValues={{}}
      filters={
        <>
          <Form.Item name="name" label="队列">
            <Select allowClear showSearch optionFilterProp="label" placeholder="全部队列" style={{ width: 200 }} options={[...JOB_QUEUE_OPTIONS]} />
          </Form.Item>
          <Form.Item name="state" label="状态">
            <Select allowClear placeholder="全部状态" style={{ width: 140 }} options={statusOptions(JOB_STATE)} />
          </Form.Item>
        </>
      }
    />
  );
}

export default JobQueuePage;
