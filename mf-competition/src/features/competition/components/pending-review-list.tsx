import { useRef, useState, type ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ListFetcher } from 'shared';
import { ListPage } from 'shared/antd';
import { InstitutionSelect } from './institution-select';
import type { ReviewTarget } from './review-modal';

type Decision = 'approve' | 'reject';

export interface ReviewRowButtonsProps {
  /** 通过 and 驳回 are offered only while the row waits for review. */
  pending: boolean;
  onView: () => void;
  onReview: (action: Decision) => void;
  /** Names the row for screen readers after each verb, e.g. 修改 杭州马拉松 (查看修改 杭州马拉松); none by default. */
  label?: string;
}

/** 查看, and while pending 通过 / 驳回, of a row of a review list. */
export function ReviewRowButtons({ pending, onView, onReview, label }: ReviewRowButtonsProps) {
  const named = (verb: string) => (label === undefined ? undefined : `${verb}${label}`);
  return (
    <Space size={4}>
      <Button type="link" size="small" onClick={onView} aria-label={named('查看')}>
        查看
      </Button>
      {pending ? (
        <>
          <Button type="link" size="small" onClick={() => onReview('approve')} aria-label={named('通过')}>
            通过
          </Button>
          <Button type="link" size="small" danger onClick={() => onReview('reject')} aria-label={named('驳回')}>
            驳回
          </Button>
        </>
      ) : null}
    </Space>
  );
}

export interface PendingReviewListProps<T extends { id: number }, Q extends object> {
  /** Card title, e.g. 报备审核. */
  title: string;
  fetcher: ListFetcher<T, Q>;
  columns: TableColumnsType<T>;
  /** Changed after each decision: the list is read again with the filters last searched. */
  version: number;
  /** The status (and other) filters before 机构. */
  filters: ReactNode;
}

/** The filters as entered: a status, an institution and what the list adds. */
type ReviewFilters = Record<string, unknown>;
const PENDING: ReviewFilters = { status: 'pending' };

/** A review list of the platform admin (报备审核, 信息变更审核): 待审核 at first, filtered as given and by 机构. */
export function PendingReviewList<T extends { id: number }, Q extends object>({ filters, ...list }: PendingReviewListProps<T, Q>) {
  return (
    <ListPage<T, Q, ReviewFilters>
      {...list}
      rowKey="id"
      toQuery={(values) => values as Q}
      initialValues={PENDING}
      filters={
        <>
          {filters}
          <Form.Item name="institution_id" label="机构">
            <InstitutionSelect />
          </Form.Item>
        </>
      }
    />
  );
}

/**
 * The state of a filing review list (报备审核, 系列报备审核): the row viewed in a drawer, the decision asked in the
 * review modal (its props: `modal`), the version that makes the list read again after a decision, and the 操作
 * column (ReviewRowButtons; `label` names the row for screen readers).
 */
export function useReviewListState<T extends { id: number; name: string; status: string }>(label?: (row: T) => string) {
  const [version, setVersion] = useState(0);
  const [viewing, setViewing] = useState<T | null>(null);
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const closeViewing = useRef(() => setViewing(null)).current;
  const actionsColumn = {
    title: '操作',
    key: 'actions',
    fixed: 'right' as const,
    render: (_: unknown, row: T) => (
      <ReviewRowButtons pending={row.status === 'pending'} label={label?.(row)} onView={() => setViewing(row)} onReview={(action) => setReview({ id: row.id, name: row.name, action })} />
    ),
  };
  const modal = {
    target: review,
    onClose: () => setReview(null),
    onDone: () => {
      setReview(null);
      setVersion((v) => v + 1);
    },
  };
  return { version, viewing, closeViewing, actionsColumn, modal };
}
