import { useState } from 'react';
import { Button, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { statusOptions, useUiStore } from 'shared';
import { StatusTag } from 'shared/antd';
import type { InstitutionScope } from '../../../components/institution-scoped';
import { getReviewList } from '../api/get-review-list';
import type { Article, ReviewListQuery } from '../api/types';
import { ArticleList, ArticleManagersOnly, updatedAtColumn } from '../components/article-list';
import { REVIEW_RESULT } from '../components/article-status';
import { ReviewModal, type ReviewTarget } from '../components/review-modal';

type Filters = { status?: 'pending' | 'approved' | 'rejected'; keyword?: string };

/**
 * 文章审核 (ArticleExamine): articles institutions submitted for review, 待审核 first. The platform admin opens
 * each (examineinfo), 通过 or 驳回 with a reason; an institution sees the review results of its own articles.
 */
export function ArticleExaminePage() {
  return <ArticleManagersOnly list={ReviewTable} />;
}

function ReviewTable({ isAdmin, institutionId }: InstitutionScope) {
  const [version, setVersion] = useState(0);
  const ui = useUiStore();
  const [review, setReview] = useState<ReviewTarget | null>(null);

  const columns: TableColumnsType<Article> = [
    { title: '标题', dataIndex: 'title', key: 'title' },
    { title: '栏目', dataIndex: 'column_name', key: 'column_name', render: (v: string) => v || '-' },
    { title: '所属机构', dataIndex: 'institution_name', key: 'institution_name' },
    { title: '审核状态', dataIndex: 'status', key: 'status', render: (s: 'pending' | 'approved' | 'rejected') => <StatusTag status={s} map={REVIEW_RESULT} /> },
    { title: '驳回原因', dataIndex: 'reject_reason', key: 'reject_reason', render: (v: string) => v || '-' },
    updatedAtColumn,
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, a: Article) => (
        <Space size={4}>
          <Link to={`/admin/article/examineinfo?id=${a.id}`} aria-label={`查看 ${a.title}`}>
            查看
          </Link>
          {isAdmin && a.status === 'pending' ? (
            <>
              <Button type="link" size="small" onClick={() => setReview({ id: a.id, title: a.title, action: 'approve' })} aria-label={`通过 ${a.title}`}>
                通过
              </Button>
              <Button type="link" size="small" danger onClick={() => setReview({ id: a.id, title: a.title, action: 'reject' })} aria-label={`驳回 ${a.title}`}>
                驳回
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ArticleList<ReviewListQuery, Filters>
        title="文章审核"
        fetcher={getReviewList}
        columns={columns}
        version={version}
        toQuery={(values) => ({ ...values, institution_id: institutionId }) as ReviewListQuery}
        initialFilters={isAdmin ? { status: 'pending' } : {}}
        statusLabel="审核状态"
        statusOptions={statusOptions(REVIEW_RESULT)}
      />
      <ReviewModal
        target={review}
        onClose={() => setReview(null)}
        onDone={() => {
          setReview(null);
          setVersion((v) => v + 1);
          ui.requestCountsReload();
        }}
      />
    </>
  );
}

export default ArticleExaminePage;
