import { useState } from 'react';
import { App, Button, Card, Space } from 'antd';
import { CERTIFICATE_STATUS, DOWNLOADING_TEXT, saveDownloadedFile, useListQuery } from 'shared';
import { ListTable, StatusTag } from 'shared/antd';
import { CERTIFICATE_KIND_LABEL, certificateDateText, certificatePlaceText, certificateVerifyPath } from 'shared/rules';
import { downloadMyCertificate, getMyCertificates, type MyCertificate } from '../api/my-certificates';

/**
 * 我的证书 (MyCertificates, `/admin/person/certificates`): the certificates issued to the user — award, finisher and
 * check-in completion — newest first, revoked ones marked 已撤销; 下载 saves the PDF, 查看验证页 opens the public page
 * the certificate's QR code opens. docs/certificates.md.
 */
export default function MyCertificatesPage() {
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState<number | null>(null);
  const state = useListQuery<MyCertificate, object>(getMyCertificates);

  const download = async (c: MyCertificate) => {
    setDownloading(c.id);
    const hide = message.loading(DOWNLOADING_TEXT, 0);
    try {
      saveDownloadedFile(await downloadMyCertificate(c.id));
    } catch {
      // shown by the shared client
    } finally {
      hide();
      setDownloading(null);
    }
  };

  return (
    <Card title="我的证书" variant="borderless">
      <ListTable<MyCertificate>
        aria-label="我的证书"
        state={state}
        rowKey="id"
        columns={[
          { title: '赛事', dataIndex: 'competition_name', key: 'competition_name' },
          { title: '证书', dataIndex: 'kind', key: 'kind', render: (v: MyCertificate['kind']) => CERTIFICATE_KIND_LABEL[v] },
          { title: '项目', dataIndex: 'item_name', key: 'item_name', render: (v: string) => v || '-' },
          { title: '成绩', dataIndex: 'result', key: 'result', render: (v: string) => v || '-' },
          { title: '名次', key: 'place', render: (_: unknown, c) => certificatePlaceText(c.place, c.award) || '-' },
          { title: '颁发日期', dataIndex: 'issue_date', key: 'issue_date', render: (v: string) => certificateDateText(v) },
          { title: '状态', dataIndex: 'status', key: 'status', render: (v: MyCertificate['status']) => <StatusTag status={v} map={CERTIFICATE_STATUS} /> },
          { title: '证书编号', dataIndex: 'code', key: 'code' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, c) => (
              <Space size={0}>
                <Button type="link" size="small" loading={downloading === c.id} aria-label={`下载${c.code}`} onClick={() => void download(c)}>
                  下载
                </Button>
                <Button type="link" size="small" href={certificateVerifyPath(c.code)} target="_blank" rel="noopener noreferrer" aria-label={`查看验证页${c.code}`}>
                  查看验证页
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
