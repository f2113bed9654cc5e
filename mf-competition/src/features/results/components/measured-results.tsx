import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Drawer, Form, Input, InputNumber, Modal, Select, Space, Table, Timeline, Typography } from 'antd';
import { EMPTY_TEXT, formatDateTime, LOADING_TEXT } from 'shared';
import { RESULT_MSG } from 'shared/rules';
import { StatusTag } from 'shared/antd';
import { getResultHistory } from '../api/get-result-history';
import { getResultList } from '../api/get-result-list';
import { saveResult } from '../api/save-result';
import type { ResultChange, ResultEntry, ResultList, ResultStatus } from '../api/types';
import { DIRECTION_LABEL, formatValue, MODEL_LABEL, RESULT_STATUS } from './results-labels';

interface EntryForm {
  status: ResultStatus;
  value?: number | null;
  reason?: string;
}

const changeText = (c: { value: number | null; status: ResultStatus } | null, precision: number) =>
  c === null ? '无' : c.status === 'ok' ? formatValue(c.value, precision) : RESULT_STATUS[c.status].text;

function ResultEntryModal({ list, entry, onClose, onSaved }: { list: ResultList; entry: ResultEntry; onClose: () => void; onSaved: (recordId: number | null) => void }) {
  const [form] = Form.useForm<EntryForm>();
  const [saving, setSaving] = useState(false);
  const status = Form.useWatch('status', form);
  const correcting = entry.result_id !== null;
  const unit = list.model === 'timed' ? '秒' : '';

  const submit = async (v: EntryForm) => {
    setSaving(true);
    try {
      const saved = await saveResult({
        event_item_id: list.event_item_id,
        sign_up_id: entry.sign_up_id,
        status: v.status,
        value: v.status === 'ok' ? (v.value ?? undefined) : undefined,
        version: correcting ? entry.version : undefined,
        reason: v.reason?.trim() || undefined,
      });
      onSaved(saved.record_id);
    } catch {
      // the shared client shows the server's refusal; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={`${correcting ? '更正成绩' : '录入成绩'}：${entry.entrant_name}`} okText="保存" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form<EntryForm>
        form={form}
        layout="vertical"
        initialValues={{ status: entry.status ?? 'ok', value: entry.value }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item label="状态" name="status">
          <Select aria-label="状态" options={(Object.keys(RESULT_STATUS) as ResultStatus[]).map((k) => ({ value: k, label: RESULT_STATUS[k].text }))} />
        </Form.Item>
        {status === 'ok' ? (
          <Form.Item label={`成绩${unit ? `（${unit}）` : ''}`} name="value" rules={[{ required: true, message: RESULT_MSG.valueRequired }]} extra={`${DIRECTION_LABEL[list.direction]}，最多保留${list.precision}位小数`}>
            <InputNumber aria-label="成绩" min={0} style={{ width: 200 }} />
          </Form.Item>
        ) : null}
        {correcting ? (
          <Form.Item label="更正原因" name="reason" rules={[{ required: true, whitespace: true, message: RESULT_MSG.correctionReasonRequired }]}>
            <Input.TextArea aria-label="更正原因" rows={2} maxLength={200} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}

function ResultHistoryDrawer({ entry, precision, onClose }: { entry: ResultEntry; precision: number; onClose: () => void }) {
  const [list, setList] = useState<ResultChange[] | null>(null);
  useEffect(() => {
    getResultHistory(entry.result_id!)
      .then((h) => setList(h.list))
      .catch(() => setList([]));
  }, [entry.result_id]);
  return (
    <Drawer open title={`成绩修改记录：${entry.entrant_name}`} onClose={onClose} width={420}>
      {list === null ? (
        <Typography.Text>{LOADING_TEXT}</Typography.Text>
      ) : list.length === 0 ? (
        <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text>
      ) : (
        <Timeline
          items={list.map((c) => ({
            content: (
              <div>
                <div>
                  {changeText(c.before, precision)} → {changeText(c.after, precision)}
                </div>
                <Typography.Text type="secondary">
                  {formatDateTime(c.at)} {c.actor_name}
                  {c.reason ? `：${c.reason}` : ''}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

/**
 * 成绩录入 of a timed or measured item: every approved entrant with its place (rankMeasured on the server: ties share a
 * place), result and status; 录入/更正 (a correction needs a reason; a stale version is refused) and the change history.
 */
export function MeasuredResults({ eventItemId }: { eventItemId: number }) {
  const [list, setList] = useState<ResultList | null>(null);
  const [editing, setEditing] = useState<ResultEntry | null>(null);
  const [history, setHistory] = useState<ResultEntry | null>(null);
  const { message } = App.useApp();

  const load = useCallback(async () => {
    try {
      setList(await getResultList(eventItemId));
    } catch {
      setList(null);
    }
  }, [eventItemId]);

  useEffect(() => {
    setList(null);
    void load();
  }, [load]);

  if (list === null) return <Typography.Text>{LOADING_TEXT}</Typography.Text>;

  return (
    <Card size="small" title={`成绩录入与排名（${MODEL_LABEL[list.model as keyof typeof MODEL_LABEL] ?? list.model}，${DIRECTION_LABEL[list.direction]}）`}>
      <Table<ResultEntry>
        aria-label="成绩排名"
        rowKey="sign_up_id"
        size="small"
        pagination={false}
        dataSource={list.list}
        locale={{ emptyText: EMPTY_TEXT }}
        columns={[
          { title: '名次', dataIndex: 'place', key: 'place', width: 70, render: (v: number | null) => v ?? '-' },
          { title: '姓名', dataIndex: 'entrant_name', key: 'entrant_name' },
          { title: '单位', dataIndex: 'affiliation', key: 'affiliation', render: (v: string) => v || '-' },
          { title: '成绩', dataIndex: 'value', key: 'value', render: (v: number | null) => formatValue(v, list.precision) },
          { title: '状态', dataIndex: 'status', key: 'status', render: (v: ResultStatus | null) => (v ? <StatusTag status={v} map={RESULT_STATUS} /> : '未录入') },
          { title: '更新时间', dataIndex: 'updated_at', key: 'updated_at', render: (v: string | null) => (v ? formatDateTime(v) : '-') },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, r) => (
              <Space>
                <Button size="small" type="link" onClick={() => setEditing(r)} aria-label={`${r.result_id === null ? '录入' : '更正'}${r.entrant_name}的成绩`}>
                  {r.result_id === null ? '录入' : '更正'}
                </Button>
                {r.result_id !== null ? (
                  <Button size="small" type="link" onClick={() => setHistory(r)} aria-label={`${r.entrant_name}的修改记录`}>
                    修改记录
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <ResultEntryModal
          list={list}
          entry={editing}
          onClose={() => setEditing(null)}
          onSaved={(recordId) => {
            setEditing(null);
            message.success(recordId === null ? '成绩已保存' : '成绩已保存，该成绩超过最高纪录，已提交纪录审核');
            void load();
          }}
        />
      ) : null}
      {history ? <ResultHistoryDrawer entry={history} precision={list.precision} onClose={() => setHistory(null)} /> : null}
    </Card>
  );
}
