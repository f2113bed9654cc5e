import { Card } from 'antd';
import { useListQuery } from 'shared';
import { CertificateRowActions, certificateFactColumns, certificateStatusColumns, ListTable, useFileDownload } from 'shared/antd';
import { CERTIFICATE_KIND_LABEL, certificateDateText } from 'shared/rules';
import { downloadMyCertificate, getMyCertificates, type MyCertificate } from '../api/my-certificates';

/**
 * 我的证书 (MyCertificates, `/admin/person/certificates`): the certificates issued to the user — award, finisher and
 * check-in completion — newest first, revoked ones marked 已撤销; 下载 saves the PDF, 查看验证页 opens the public page
 * the certificate's QR code opens. docs/certificates.md.
 */
export default function MyCertificatesPage() {
  const state = useListQuery<MyCertificate, object>(getMyCertificates);
  const file = useFileDownload<number>();

  return (
    <Card title="我的证书" variant="borderless">
      <ListTable<MyCertificate>
        aria-label="我的证书"
        state={state}
        rowKey="id"
        columns={[
          { title: '赛事', dataIndex: 'competition_name', key: 'competition_name' },
          { title: '证书', dataIndex: 'kind', key: 'kind', render: (v: MyCertificate['kind']) => CERTIFICATE_KIND_LABEL[v] },
          ...certificateFactColumns<MyCertificate>(),
          { title: '颁发日期', dataIndex: 'issue_date', key: 'issue_date', render: (v: string) => certificateDateText(v) },
          ...certificateStatusColumns<MyCertificate>(),
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, c) => (
              <CertificateRowActions code={c.code} verifyText="查看验证页" downloading={file.busy === c.id} onDownload={() => void file.download(c.id, () => downloadMyCertificate(c.id))} />
            ),
          },
        ]}
      />
    </Card>
  );
}
