import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { App, Button, Card, Space } from 'antd';
import { useListQuery, type PageQuery } from 'shared';
import { CertificateRowActions, certificateFactColumns, certificateStatusColumns, ListTable, useConfirm, useFileDownload } from 'shared/antd';
import { CERTIFICATE_KIND_LABEL } from 'shared/rules';
import { downloadCertificate, exportCertificates, getCertificates, issueCertificates, reissueCertificate, type Certificate, type IssueKind } from '../api/certificates';

/** The issue buttons of a competition: awards and finishers; check-in completions in an activity with check-ins. */
const issueKinds = (checkIns: boolean): IssueKind[] => (checkIns ? ['award', 'finisher', 'check_in'] : ['award', 'finisher']);

/**
 * 已发放的证书: holder, item, result, place, kind, status and code, newest first; 发放获奖证书 / 发放完赛证书 (and
 * 发放打卡完成证书 in a check-in activity), 撤销并重发 after a corrected result, 下载 one PDF, 批量下载 (a zip queued as a
 * 下载任务) and each certificate's public verification page.
 */
export function CertificateList({ competitionId, cType }: { competitionId: number; cType: string }) {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const file = useFileDownload<number>();
  const fetcher = useCallback((q: PageQuery) => getCertificates({ competition_id: competitionId, ...q }), [competitionId]);
  const state = useListQuery<Certificate, object>(fetcher);
  const { reload } = state;

  const issue = async (kind: IssueKind) => {
    setBusy(kind);
    try {
      const { issued } = await issueCertificates(competitionId, kind);
      message.success(`已发放 ${issued} 张${CERTIFICATE_KIND_LABEL[kind]}`);
      reload();
    } catch {
      // shown by the shared client (没有可发放证书的参赛者, 符合条件的参赛者均已持有…)
    } finally {
      setBusy(null);
    }
  };

  const reissue = (c: Certificate) =>
    confirm({ title: '撤销并重发', content: `确定撤销「${c.holder_name}」的${CERTIFICATE_KIND_LABEL[c.kind]}（${c.code}），并按当前成绩重新发放吗？`, danger: true }, async () => {
      try {
        const fresh = await reissueCertificate(c.id);
        message.success(fresh.code ? `已重发，新证书编号 ${fresh.code}` : '证书已撤销；按当前成绩该参赛者已不符合发放条件，未重发');
        reload();
      } catch {
        // shown by the shared client
      }
    });

  const exportAll = async () => {
    setBusy('export');
    try {
      await exportCertificates(competitionId);
      message.success(
        <span>
          批量下载任务已创建，生成后可在
          <Button type="link" size="small" onClick={() => void navigate(`/admin/institution/match/${competitionId}/${cType}/downList`)}>
            下载任务
          </Button>
          中下载
        </span>,
      );
    } catch {
      // shown by the shared client (没有有效的证书可下载 …)
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      title="已发放的证书"
      variant="borderless"
      extra={
        <Space wrap>
          {issueKinds(cType === '2').map((kind) => (
            <Button key={kind} type={kind === 'award' ? 'primary' : 'default'} loading={busy === kind} onClick={() => void issue(kind)}>
              发放{CERTIFICATE_KIND_LABEL[kind]}
            </Button>
          ))}
          <Button loading={busy === 'export'} onClick={() => void exportAll()}>
            批量下载
          </Button>
        </Space>
      }
    >
      <ListTable<Certificate>
        aria-label="已发放的证书"
        state={state}
        sizeChanger
        rowKey="id"
        columns={[
          { title: '持有人', dataIndex: 'holder_name', key: 'holder_name' },
          ...certificateFactColumns<Certificate>(),
          { title: '类型', dataIndex: 'kind', key: 'kind', render: (v: Certificate['kind']) => CERTIFICATE_KIND_LABEL[v] },
          ...certificateStatusColumns<Certificate>(),
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, c) => (
              <CertificateRowActions code={c.code} verifyText="验证页" downloading={file.busy === c.id} onDownload={() => void file.download(c.id, () => downloadCertificate(c.id))}>
                {c.status === 'valid' && c.kind !== 'check_in' ? (
                  <Button type="link" size="small" danger aria-label={`撤销并重发${c.code}`} onClick={() => void reissue(c)}>
                    撤销并重发
                  </Button>
                ) : null}
              </CertificateRowActions>
            ),
          },
        ]}
      />
    </Card>
  );
}
