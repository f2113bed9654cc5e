import { useEffect, useState } from 'react';
import { Button, Form, Select, Space, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { statusOptions } from 'shared';
import { institutionColumns, useConfirm, useRowActions } from 'shared/antd';
import { submitArticle, unpublishArticle, withdrawArticle } from '../api/article-actions';
import type { InstitutionScope } from '../../../components/institution-scoped';
import { getAdminColumns } from '../api/columns';
import { deleteArticle } from '../api/delete-article';
import { getArticleList } from '../api/get-article-list';
import type { Article, ArticleColumn, ArticleListQuery, ArticleStatus } from '../api/types';
import { ArticleList, ArticleManagersOnly, articleStatusColumn, publishAtColumn, updatedAtColumn } from '../components/article-list';
import { DeleteArticleButton } from '../components/delete-article-button';
import { ARTICLE_STATUS, isScheduled } from '../components/article-status';

type Filters = { status?: ArticleStatus; column_id?: number; keyword?: string };

/** Where a published article is seen on the official site. */
export const publicHref = (a: Article) =>
  `/official/information/details?id=${a.id}&column=${encodeURIComponent(a.column_name)}${a.column_id ? `&column_id=${a.column_id}` : ''}`;

/**
 * 文章列表 (ArticleList): the articles of the active institution (platform admin: every institution's and the
 * platform's), with status, column and keyword filters; 新建文章, 编辑, 提交审核, 撤回, 下线, 删除.
 */
export function ArticleListPage() {
  return <ArticleManagersOnly list={ArticleTable} />;
}

function ArticleTable({ isAdmin, institutionId }: InstitutionScope) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { version, act } = useRowActions();
  const [columns, setColumns] = useState<ArticleColumn[]>([]);

  useEffect(() => {
    getAdminColumns().then(setColumns, () => setColumns([]));
  }, []);

  const table: TableColumnsType<Article> = [
    {
      title: '标题',
      dataIndex: 'title',
      key: 'title',
      render: (title: string, a: Article) =>
        a.status === 'approved' && !isScheduled(a) ? (
          <a href={publicHref(a)} target="_blank" rel="noreferrer">
            {title}
          </a>
        ) : (
          title
        ),
    },
    { title: '栏目', dataIndex: 'column_name', key: 'column_name', render: (v: string) => v || '-' },
    ...institutionColumns(isAdmin),
    articleStatusColumn((a) =>
      a.status === 'rejected' && a.reject_reason ? (
        <Tooltip title={a.reject_reason}>
          <span style={{ color: '#ff4d4f', cursor: 'help' }}>原因</span>
        </Tooltip>
      ) : null,
    ),
    publishAtColumn,
    updatedAtColumn,
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, a: Article) => (
        <Space size={4} wrap>
          {a.status !== 'pending' ? (
            <Button type="link" size="small" onClick={() => navigate(`/admin/article/edit?id=${a.id}`)} aria-label={`编辑 ${a.title}`}>
              编辑
            </Button>
          ) : (
            <Link to={`/admin/article/examineinfo?id=${a.id}`}>查看</Link>
          )}
          {a.status === 'draft' || a.status === 'rejected' ? (
            <Button type="link" size="small" onClick={() => act(() => submitArticle(a.id), a.institution_id === null ? '已发布' : '已提交审核')} aria-label={`提交 ${a.title}`}>
              {a.institution_id === null ? '发布' : '提交审核'}
            </Button>
          ) : null}
          {a.status === 'pending' ? (
            <Button type="link" size="small" onClick={() => act(() => withdrawArticle(a.id), '已撤回')} aria-label={`撤回 ${a.title}`}>
              撤回
            </Button>
          ) : null}
          {a.status === 'approved' ? (
            <Button
              type="link"
              size="small"
              onClick={() => confirm({ content: `下线「${a.title}」后官网将不再显示，确定下线吗？` }, () => act(() => unpublishArticle(a.id), '已下线'))}
              aria-label={`下线 ${a.title}`}
            >
              下线
            </Button>
          ) : null}
          {a.status !== 'pending' ? (
            <DeleteArticleButton article={a} warning="删除后不能恢复。" onDelete={() => act(() => deleteArticle(a.id), '已删除')} />
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ArticleList<ArticleListQuery, Filters>
      title="文章列表"
      fetcher={getArticleList}
      columns={table}
      version={version}
      toQuery={(values) => ({ ...values, kind: 1, institution_id: institutionId }) as ArticleListQuery}
      statusOptions={statusOptions(ARTICLE_STATUS)}
      extra={
        <Button type="primary" onClick={() => navigate('/admin/article/edit')}>
          新建文章
        </Button>
      }
      filters={
        <Form.Item name="column_id" label="栏目">
          <Select allowClear placeholder="全部栏目" style={{ width: 140 }} options={columns.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
      }
    />
  );
}

export default ArticleListPage;
