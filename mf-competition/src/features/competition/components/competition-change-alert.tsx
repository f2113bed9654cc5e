import { useState } from 'react';
import { Alert, App, Button, Descriptions, Image } from 'antd';
import { formatDateTime } from 'shared';
import { REVIEWED_FIELD_LABELS, REVIEWED_FIELDS } from 'shared/rules';
import { useConfirm } from 'shared/antd';
import type { CompetitionChange, CompetitionDetail } from '../api/types';
import { withdrawCompetitionChange } from '../api/withdraw-competition-change';
import { SafeHtml } from './safe-html';

/** The proposed values of a change (名称、封面、简介), the ones it leaves alone omitted. */
export function ChangedFields({ change }: { change: Pick<CompetitionChange, 'name' | 'cover' | 'introduction'> }) {
  const render = { name: (v: string) => v, cover: (v: string) => (v ? <Image src={v} alt="修改后的封面" width={120} /> : '（无封面）'), introduction: (v: string) => <SafeHtml html={v} /> };
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={REVIEWED_FIELDS.filter((f) => change[f] !== null).map((f) => ({ key: f, label: `修改后的${REVIEWED_FIELD_LABELS[f]}`, children: render[f](change[f]!) }))}
    />
  );
}

/**
 * 信息变更 of an approved competition on its back-office pages: a change of its name, cover or introduction waiting
 * for the platform's review (with 撤回修改), or the last one rejected with its reason. Nothing for other states.
 */
export function CompetitionChangeAlert({ detail, onChanged }: { detail: CompetitionDetail; onChanged: () => void }) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const change = detail.change;
  if (!change || (change.status !== 'pending' && change.status !== 'rejected')) return null;

  const withdraw = () =>
    confirm({ title: '撤回修改', content: '确定撤回待审核的修改吗？官网继续显示原来的名称、封面和简介。' }, async () => {
      setBusy(true);
      try {
        await withdrawCompetitionChange(detail.id);
        message.success('已撤回修改');
        onChanged();
      } catch {
        // shown by the shared client
      } finally {
        setBusy(false);
      }
    });

  if (change.status === 'rejected') {
    return (
      <Alert
        type="warning"
        showIcon
        title={`名称、封面、简介的修改被平台驳回：${change.reason || '-'}`}
        description={`官网仍显示原来的内容（驳回时间 ${formatDateTime(change.reviewed_at)}）。可以修改后重新提交。`}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title="名称、封面、简介的修改正在等待平台审核"
      description={
        <>
          <p style={{ margin: '4px 0 8px' }}>审核通过前官网显示原来的内容（{change.requested_by_name || '本机构'}提交于 {formatDateTime(change.requested_at)}）。</p>
          <ChangedFields change={change} />
        </>
      }
      action={
        <Button size="small" loading={busy} onClick={() => void withdraw()}>
          撤回修改
        </Button>
      }
    />
  );
}
