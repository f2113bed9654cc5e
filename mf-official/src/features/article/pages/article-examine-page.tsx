import { useRef, useState } from 'react';
import { Button, Form, Input, Result, Select, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatDateTime, statusOptions, useSession, useUiStore } from 'shared';
import { ListPage, StatusTag } from 'shared/antd';
import { getReviewList } from '../api/get-review-list';
import type { Article, ReviewListQuery } from '../api/types';
import { mayManageArticles, REVIEW_RESULT } from '../components/article-status';
import { ReviewModal, type ReviewTarget } from '../components/review-modal';

type Filters = { status?: 'pending' | 'approved' | 'rejected'; keyword?: string };

/**
 * 文章审核 (ArticleExamine): articles institutions submitted for review, 待审核 first. The platform admin opens
 * each (examineinfo), 通过 or 驳回 with a reason; an institution sees the review results of its own articles.
 */
export const ArticleExaminePage = observer(function ArticleExaminePage() {
  const session = useSession();
  if (!mayManageArticles(session)) {
    return <Result status="403" title="当前机构没有资讯管理权限" subTitle="资讯管理仅对政府/事业单位、社会组织/协会、赛事运营机构开放" />;
  }
  return <ReviewTable key={session.isAdmin ? 'admin' : session.activeInstitutionId} isAdmin={session.isAdmin} institutionId={session.isAdmin ? undefined : session.activeInstitutionId} />;
});

function ReviewTable({ isAdmin, institutionId }: { isAdmin: boolean; institutionId?: number }) {
  const [version, setVersion] = useState(0);
  const ui = useUiStore();
  const [review, setReview] = useState<ReviewTarget | null>(null);
  const lastFilters = useRef<Filters>(isAdmin ? { status: 'pending' } : {});

  const columns: TableColumnsType<Article> = [
    { title: '标题', dataIndex: 'title', key: 'title' },
    { title: '栏目', dataIndex: 'column_name', key: 'column_name', render: (v: string) => v || '-' },
    { title: '所属机构', dataIndex: 'institution_name', key: 'institution_name' },
    { title: '审核状态', dataIndex: 'status', key: 'status', render: (s: 'pending' | 'approved' | 'rejected') => <StatusTag status={s} map={REVIEW_RESULT} /> },
    { title: '驳回原因', dataIndex: 'reject_reason', key: 'reject_reason', render: (v: string) => v || '-' },
    { title: '更新时间', dataIndex: 'updated_at', key: 'updated_at', render: (v: string) => formatDateTime(v) },
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
      <ListPage<Article, ReviewListQuery, Filters>
        key={version}
        title="文章审核"
        fetcher={getReviewList}
        rowKey="id"
        columns={columns}
        initialValues={lastFilters.current}
        toQuery={(values) => {
          lastFilters.current = values;
          return { ...values, institution_id: institutionId } as ReviewListQuery;
        }}
        filters={
          <>
            <Form.Item name="status" label="审核状态">
              <Select allowClear placeholder="全部状态" style={{ width: 130 }} options={statusOptions(REVIEW_RESULT)} />
            </Form.Item>
            <Form.Item name="keyword" label="关键字">
              <Input allowClear placeholder="标题 / 摘要" style={{ width: 200 }} />
            </Form.Item>
          </>
        }
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
