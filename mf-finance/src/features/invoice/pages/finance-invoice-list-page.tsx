import { useState } from 'react';
import { Button, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatAmount, formatDateTime, saveDownloadedFile, statusOptions } from 'shared';
import { INVOICE_TITLE_TYPE_LABEL } from 'shared/rules';
import { KeywordFilter, ListPage, StatusFilter, StatusTag } from 'shared/antd';
import { downloadInvoice } from '../api/download-invoice';
import { getInvoiceList } from '../api/get-invoice-list';
import type { Invoice, InvoiceListQuery, InvoiceStatus } from '../api/types';
import { InvoiceActionModal, type InvoiceActionModalProps } from '../components/invoice-issue-modal';
import { INVOICE_STATUS } from '../components/invoice-status';

interface FilterValues {
  status?: InvoiceStatus;
  keyword?: string;
}

/** 发票管理 (FinanceInvoiceList, /admin/finance/invoice): the platform admin issues or rejects the payers' requests, and voids (红冲) an issued invoice before its order is refunded. */
export function FinanceInvoiceListPage() {
  const [target, setTarget] = useState<InvoiceActionModalProps['target']>(null);
  const [version, setVersion] = useState(0);
  const download = (invoice: Invoice) => downloadInvoice(invoice.id).then(saveDownloadedFile, () => undefined);

  const columns: TableColumnsType<Invoice> = [
    { title: '发票号', dataIndex: 'invoice_no', key: 'invoice_no' },
    { title: '订单号', dataIndex: 'order_no', key: 'order_no' },
    { title: '订单内容', dataIndex: 'subject', key: 'subject' },
    { title: '收款机构', dataIndex: 'institution_name', key: 'institution_name' },
    { title: '抬头', key: 'title', render: (_: unknown, i: Invoice) => `${i.title}（${INVOICE_TITLE_TYPE_LABEL[i.title_type]}）` },
    { title: '统一社会信用代码', dataIndex: 'credit_code', key: 'credit_code', render: (v: string | null) => v ?? '-' },
    { title: '邮箱', dataIndex: 'email', key: 'email' },
    { title: '金额', dataIndex: 'amount_cents', key: 'amount', align: 'right', render: (v: number) => formatAmount(v) },
    {
      title: '状态',
      dataIndex: 'status',
      key: 'status',
      render: (v: InvoiceStatus, i: Invoice) => (
        <>
          <StatusTag status={v} map={INVOICE_STATUS} />
          {v === 'rejected' && i.reject_reason ? <div>{i.reject_reason}</div> : null}
          {v === 'voided' && i.void_reason ? <div>{i.void_reason}</div> : null}
        </>
      ),
    },
    { title: '申请时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, i: Invoice) => (
        <Space size={4}>
          {i.can_issue ? (
            <>
              <Button type="primary" size="small" onClick={() => setTarget({ invoice: i, action: 'issue' })} aria-label={`开具 ${i.invoice_no}`}>
                开具
              </Button>
              <Button danger size="small" onClick={() => setTarget({ invoice: i, action: 'reject' })} aria-label={`驳回 ${i.invoice_no}`}>
                驳回
              </Button>
            </>
          ) : null}
          {i.has_file ? (
            <Button size="small" onClick={() => void download(i)} aria-label={`下载 ${i.invoice_no}`}>
              下载
            </Button>
          ) : null}
          {i.can_void ? (
            <Button danger size="small" onClick={() => setTarget({ invoice: i, action: 'void' })} aria-label={`红冲 ${i.invoice_no}`}>
              红冲
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<Invoice, InvoiceListQuery, FilterValues>
        // read again after 开具 / 驳回 / 红冲
        key={version}
        title="发票管理"
        fetcher={getInvoiceList}
        rowKey="id"
        columns={columns}
        initialValues={{}}
        filters={
          <>
            <StatusFilter width={140} options={statusOptions(INVOICE_STATUS)} />
            <KeywordFilter placeholder="发票号 / 订单号 / 抬头" width={240} />
          </>
        }
      />
      <InvoiceActionModal
        target={target}
        onClose={() => setTarget(null)}
        onDone={() => {
          setTarget(null);
          setVersion((v) => v + 1);
        }}
      />
    </>
  );
}

export default FinanceInvoiceListPage;
