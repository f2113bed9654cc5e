import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { App, Button, Card, Form, Modal, Progress, Select, Space, Table, Typography } from 'antd';
import { DOWNLOADING_TEXT, EMPTY_TEXT, formatDateTime, LOADING_TEXT, saveDownloadedFile, useListQuery, type PageQuery } from 'shared';
import { COMPETITION_EXPORT_KINDS, EXPORT_KIND_LABEL } from 'shared/rules';
import { StatusTag, useConfirm } from 'shared/antd';
import { createExportTask } from '../api/create-export-task';
import { deleteExportTask } from '../api/delete-export-task';
import { downloadExportFile } from '../api/download-export-file';
import { getExportTasks } from '../api/get-export-tasks';
import type { ExportKind, ExportTask } from '../api/types';
import { EXPORT_STATUS } from '../components/results-labels';
import { useEventItems } from '../components/use-event-items';

/** How often the list is refreshed while a task is queued or running. */
export const EXPORT_POLL_MS = 2000;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
const busy = (t: ExportTask) => t.status === 'queued' || t.status === 'running';

interface NewExportForm {
  kind: ExportKind;
  event_item_id?: number;
}

function NewExportModal({ competitionId, onClose, onCreated }: { competitionId: number; onClose: () => void; onCreated: () => void }) {
  const [form] = Form.useForm<NewExportForm>();
  const [saving, setSaving] = useState(false);
  const items = useEventItems(competitionId);
  const submit = async (v: NewExportForm) => {
    setSaving(true);
    try {
      await createExportTask({ id: competitionId, kind: v.kind, event_item_id: v.event_item_id ?? undefined });
      onCreated();
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title="新建导出任务" okText="导出" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form<NewExportForm> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="导出内容" name="kind" rules={[{ required: true, message: '请选择导出内容' }]}>
          <Select aria-label="导出内容" options={COMPETITION_EXPORT_KINDS.map((k) => ({ value: k, label: EXPORT_KIND_LABEL[k] }))} />
        </Form.Item>
        <Form.Item label="项目" name="event_item_id" extra="不选则导出全部项目">
          <Select aria-label="项目" allowClear placeholder="全部项目" loading={items === null} options={(items ?? []).map((i) => ({ value: i.id, label: i.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * 下载 (downList, `…/downList`): the competition's export tasks (报名名单, 赛程, 成绩, 排名) with status and a progress bar
 * that refreshes while a task is queued or running; 下载 saves the xlsx (refusals such as 文件尚未生成 are shown by the
 * client), 删除 removes a task, 新建导出 queues one.
 */
export default function DownloadPage() {
  const competitionId = Number(useParams().id);
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [creating, setCreating] = useState(false);
  const [downloading, setDownloading] = useState<number | null>(null);
  const fetcher = useCallback((q: PageQuery) => getExportTasks(competitionId, q), [competitionId]);
  const state = useListQuery<ExportTask, object>(fetcher);
  const polling = state.list.some(busy);
  const { reload } = state;

  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(reload, EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, reload]);

  const download = async (t: ExportTask) => {
    setDownloading(t.id);
    const hide = message.loading(DOWNLOADING_TEXT, 0);
    try {
      saveDownloadedFile(await downloadExportFile(t.id));
    } catch {
      // the client shows the server's message (文件尚未生成 …)
    } finally {
      hide();
      setDownloading(null);
    }
  };

  const remove = (t: ExportTask) =>
    confirm({ title: '删除导出任务', content: `确定删除「${t.file_name || EXPORT_KIND_LABEL[t.kind]}」吗？`, danger: true }, async () => {
      try {
        await deleteExportTask(t.id);
        message.success('已删除');
        reload();
      } catch {
        // shown by the shared client
      }
    });

  return (
    <Card
      title="下载"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          新建导出
        </Button>
      }
    >
      <Table<ExportTask>
        aria-label="导出任务"
        rowKey="id"
        dataSource={state.list}
        loading={{ spinning: state.loading && state.list.length === 0, description: LOADING_TEXT }}
        locale={{ emptyText: state.loading ? LOADING_TEXT : EMPTY_TEXT }}
        scroll={{ x: 'max-content' }}
        pagination={{ current: state.page, pageSize: state.pageSize, total: state.total, showTotal: (total) => `共 ${total} 条`, onChange: state.changePage }}
        columns={[
          { title: '导出内容', dataIndex: 'kind', key: 'kind', render: (v: ExportTask['kind']) => EXPORT_KIND_LABEL[v] },
          { title: '文件名', dataIndex: 'file_name', key: 'file_name', render: (v: string) => v || '-' },
          {
            title: '状态',
            key: 'status',
            render: (_: unknown, t) => (
              <Space orientation="vertical" size={2}>
                <StatusTag status={t.status} map={EXPORT_STATUS} />
                {busy(t) ? <Progress percent={t.progress} size="small" style={{ width: 140 }} aria-label={`${t.file_name || EXPORT_KIND_LABEL[t.kind]}进度`} /> : null}
                {t.status === 'failed' && t.error ? <Typography.Text type="danger">{t.error}</Typography.Text> : null}
              </Space>
            ),
          },
          { title: '大小', dataIndex: 'size_bytes', key: 'size_bytes', render: (v: number, t) => (t.status === 'done' ? sizeText(v) : '-') },
          { title: '创建人', dataIndex: 'user_name', key: 'user_name', render: (v: string) => v || '-' },
          { title: '创建时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
          { title: '完成时间', dataIndex: 'finished_at', key: 'finished_at', render: (v: string | null) => (v ? formatDateTime(v) : '-') },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, t) => (
              <Space>
                <Button type="link" size="small" disabled={t.status !== 'done'} loading={downloading === t.id} onClick={() => void download(t)} aria-label={`下载${t.file_name || EXPORT_KIND_LABEL[t.kind]}`}>
                  下载
                </Button>
                <Button type="link" size="small" danger onClick={() => void remove(t)} aria-label={`删除${t.file_name || EXPORT_KIND_LABEL[t.kind]}`}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {creating ? (
        <NewExportModal
          competitionId={competitionId}
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            message.success('导出任务已创建，文件生成后即可下载');
            reload();
          }}
        />
      ) : null}
    </Card>
  );
}
