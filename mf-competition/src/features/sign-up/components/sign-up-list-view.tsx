import { useMemo, useState } from 'react';
import { App, Button, Card, Result, Space, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { LOADING_TEXT, useListQuery } from 'shared';
import { ListTable } from 'shared/antd';
import { createExportTask } from '../api/create-export-task';
import { signUpListFetcher } from '../api/get-sign-up-entries';
import type { EntryType, SignUpEntry, SignUpListQuery } from '../api/types';
import { AddSignUpModal } from './add-sign-up-modal';
import { CancelSignUpModal } from './cancel-sign-up-modal';
import { EditSignUpModal } from './edit-sign-up-modal';
import { ImportSignUpsModal } from './import-sign-ups-modal';
import { signUpColumnsWithActions } from './sign-up-columns';
import { SignUpDetailDrawer, type DetailTarget } from './sign-up-detail-drawer';
import { SignUpFilters, type SignUpFilterValues } from './sign-up-filters';
import { useSignUpRequirement } from './use-sign-up-requirement';

const CANCELLABLE: SignUpEntry['status'][] = ['pending', 'approved', 'waiting'];
type Query = Omit<SignUpListQuery, 'start' | 'count'>;

/**
 * 个人报名名单 / 团队报名名单: filters, paginated entries, 详情 (members, history, order with 标记线下收款), 编辑,
 * 取消报名, 新增报名, 导入 (xlsx template) and 导出 (an export task shown under 下载).
 */
export function SignUpListView({ entryType }: { entryType: EntryType }) {
  const { id, c_type: cType } = useParams();
  const competitionId = Number(id);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { load, reload: reloadItems } = useSignUpRequirement(competitionId);
  const list = useListQuery<SignUpEntry, Query>(signUpListFetcher(entryType), { initialQuery: { id: competitionId } });
  const [detail, setDetail] = useState<DetailTarget | null>(null);
  const [editing, setEditing] = useState<SignUpEntry | null>(null);
  const [cancelling, setCancelling] = useState<SignUpEntry | null>(null);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const closeDetail = useMemo(() => () => setDetail(null), []);
  const team = entryType === 'team';
  const title = team ? '团队报名名单' : '个人报名名单';

  const items = load.state === 'ready' ? load.requirement.items.filter((i) => i.entry_type === entryType) : [];
  const refresh = () => {
    list.reload();
    void reloadItems();
  };

  const exportList = async () => {
    setExporting(true);
    try {
      const query = list.query as SignUpFilterValues;
      await createExportTask({ id: competitionId, kind: 'sign_ups', ...(query.event_item_id ? { event_item_id: query.event_item_id } : {}) });
      message.success(
        <span>
          导出任务已创建，生成后可在
          <Button type="link" size="small" onClick={() => void navigate(`/admin/institution/match/${competitionId}/${cType}/downList`)}>
            下载
          </Button>
          页面下载
        </span>,
      );
    } catch {
      // shown by the shared client
    } finally {
      setExporting(false);
    }
  };

  const columns = signUpColumnsWithActions(
    entryType,
    (e) => setDetail({ id: e.id, entryType }),
    (e) => (
      <>
        <Button type="link" size="small" onClick={() => setEditing(e)}>
          编辑
        </Button>
        {CANCELLABLE.includes(e.status) ? (
          <Button type="link" size="small" danger onClick={() => setCancelling(e)}>
            取消报名
          </Button>
        ) : null}
      </>
    ),
  );

  if (load.state === 'loading') return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (load.state === 'failed') return <Result status="warning" title="报名数据加载失败，请刷新重试" />;
  const { settings } = load.requirement;

  return (
    <Card
      title={title}
      variant="borderless"
      extra={
        <Space>
          <Button type="primary" disabled={items.length === 0} onClick={() => setAdding(true)}>
            新增报名
          </Button>
          <Button disabled={items.length === 0} onClick={() => setImporting(true)}>
            导入
          </Button>
          <Button loading={exporting} onClick={() => void exportList()}>
            导出
          </Button>
        </Space>
      }
    >
      {items.length === 0 ? (
        <p>还没有{team ? '团队' : '个人'}报名项目，请先在报名设置中添加项目。</p>
      ) : null}
      <SignUpFilters items={items} initialValues={{}} onSearch={(v) => list.search({ ...v, id: competitionId })} />
      <ListTable<SignUpEntry>
        state={list}
        sizeChanger
        rowKey="id"
        columns={columns}
      />
      <SignUpDetailDrawer target={detail} customFields={settings.custom_fields} onClose={closeDetail} onChanged={() => list.reload()} />
      <EditSignUpModal
        entry={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
      <CancelSignUpModal
        entry={cancelling}
        onClose={() => setCancelling(null)}
        onDone={() => {
          setCancelling(null);
          refresh();
        }}
      />
      <AddSignUpModal
        open={adding}
        competitionId={competitionId}
        entryType={entryType}
        items={items}
        settings={settings}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          refresh();
        }}
      />
      <ImportSignUpsModal open={importing} competitionId={competitionId} items={items} onClose={() => setImporting(false)} onImported={refresh} />
    </Card>
  );
}
