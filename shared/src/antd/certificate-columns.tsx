import type { ReactNode } from 'react';
import { Button, Space, type TableColumnType } from 'antd';
import { CERTIFICATE_STATUS } from 'shared';
import { certificatePlaceText, certificateVerifyPath, type CertificateStatus } from 'shared/rules';
import { StatusTag } from './status-tag';

/** What a certificate row shows of its printed facts (the competition's list and 我的证书 both). */
export interface CertificateFactsRow {
  item_name: string;
  result: string;
  place: number | null;
  award: string;
  status: CertificateStatus;
  code: string;
}

/** 项目, 成绩, 名次 (with the award) — '-' when the certificate prints none. */
export function certificateFactColumns<T extends CertificateFactsRow>(): TableColumnType<T>[] {
  return [
    { title: '项目', dataIndex: 'item_name', key: 'item_name', render: (v: string) => v || '-' },
    { title: '成绩', dataIndex: 'result', key: 'result', render: (v: string) => v || '-' },
    { title: '名次', key: 'place', render: (_: unknown, c: T) => certificatePlaceText(c.place, c.award) || '-' },
  ];
}

/** 状态 (有效 / 已撤销) and 证书编号. */
export function certificateStatusColumns<T extends CertificateFactsRow>(): TableColumnType<T>[] {
  return [
    { title: '状态', dataIndex: 'status', key: 'status', render: (v: CertificateStatus) => <StatusTag status={v} map={CERTIFICATE_STATUS} /> },
    { title: '证书编号', dataIndex: 'code', key: 'code' },
  ];
}

export interface CertificateRowActionsProps {
  code: string;
  downloading: boolean;
  onDownload: () => void;
  /** the link to the public verification page (验证页, 查看验证页) */
  verifyText: string;
  /** actions between the two (撤销并重发) */
  children?: ReactNode;
}

/** A certificate row's 下载 (its PDF) and the link to its public verification page, in a new tab. */
export function CertificateRowActions({ code, downloading, onDownload, verifyText, children }: CertificateRowActionsProps) {
  return (
    <Space size={0}>
      <Button type="link" size="small" loading={downloading} aria-label={`下载${code}`} onClick={onDownload}>
        下载
      </Button>
      {children}
      <Button type="link" size="small" href={certificateVerifyPath(code)} target="_blank" rel="noopener noreferrer" aria-label={`${verifyText}${code}`}>
        {verifyText}
      </Button>
    </Space>
  );
}
