import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatAmount, formatDateTime } from 'shared';
import { StatusTag } from 'shared/antd';
import type { EntryType, SignUpEntry } from '../api/types';
import { genderText, ORDER_STATUS, SIGN_UP_STATUS } from './sign-up-texts';

/** Columns shared by the lists and the review: 姓名/队名, 项目, 性别 (or 人数), 手机, 单位, 状态, 报名时间, 费用/订单. */
export function signUpColumns(entryType: EntryType): TableColumnsType<SignUpEntry> {
  const team = entryType === 'team';
  return [
    { title: team ? '队名' : '姓名', dataIndex: 'entrant_name', key: 'entrant_name' },
    ...(team ? [{ title: '队长', dataIndex: 'real_name', key: 'real_name' }] : []),
    { title: '项目', dataIndex: 'event_item_name', key: 'event_item_name' },
    team
      ? { title: '人数', dataIndex: 'member_count', key: 'member_count', render: (n: number) => `${n}人` }
      : { title: '性别', dataIndex: 'gender', key: 'gender', render: (g: number) => genderText(g) },
    { title: '手机', dataIndex: 'phone', key: 'phone', render: (v: string) => v || '-' },
    { title: '单位', dataIndex: 'affiliation', key: 'affiliation', render: (v: string) => v || '-' },
    { title: '状态', dataIndex: 'status', key: 'status', render: (s: SignUpEntry['status']) => <StatusTag status={s} map={SIGN_UP_STATUS} /> },
    { title: '报名时间', dataIndex: 'created_at', key: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: '费用/订单',
      key: 'order',
      render: (_: unknown, e: SignUpEntry) =>
        e.order_id ? (
          <>
            {formatAmount(e.amount_cents)} <StatusTag status={e.order_status} map={ORDER_STATUS} />
          </>
        ) : (
          '-'
        ),
    },
  ];
}

/** The sign-up columns with 操作: 详情 (`onDetail`) followed by the view's own `actions` of the row. */
export function signUpColumnsWithActions(entryType: EntryType, onDetail: (e: SignUpEntry) => void, actions: (e: SignUpEntry) => ReactNode): TableColumnsType<SignUpEntry> {
  return [
    ...signUpColumns(entryType),
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, e: SignUpEntry) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => onDetail(e)}>
            详情
          </Button>
          {actions(e)}
        </Space>
      ),
    },
  ];
}
