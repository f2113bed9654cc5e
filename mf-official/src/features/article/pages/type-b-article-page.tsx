import { Button, Result, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { statusOptions, useSession } from 'shared';
import { useRowActions } from 'shared/antd';
import { submitArticle, unpublishArticle } from '../api/article-actions';
import { deleteArticle } from '../api/delete-article';
import { getArticleList } from '../api/get-article-list';
import type { Article, ArticleListQuery, ArticleStatus } from '../api/types';
import { ArticleList, articleStatusColumn, publishAtColumn } from '../components/article-list';
import { DeleteArticleButton } from '../components/delete-article-button';
import { ARTICLE_STATUS } from '../components/article-status';

type Filters = { status?: ArticleStatus; keyword?: string };
const TYPE_B_STATUS = { draft: ARTICLE_STATUS.draft, approved: ARTICLE_STATUS.approved };

/** The public address of a type-B article (phone route /article). */
export const typeBHref = (id: number) => `/article?id=${id}`;

/**
 * B类文章 (TypeBArticle, platform admin): articles of the platform outside the information columns — notices,
 * rules and help pages linked from headlines, messages or the mini-program. They need no review and are reachable
 * only by their link (/article?id=).
 */
export const TypeBArticlePage = observer(function TypeBArticlePage() {
  const session = useSession();
  const navigate = useNavigate();
  const { version, act } = useRowActions();

  if (!session.isAdmin) return <Result status="403" title="只有平台管理员可以管理B类文章" />;

  const columns: TableColumnsType<Article> = [
    { title: '标题', dataIndex: 'title', key: 'title' },
    articleStatusColumn(),
    {
      title: '访问地址',
      key: 'link',
      render: (_: unknown, a: Article) =>
        a.status === 'approved' ? (
          <Typography.Text copyable={{ text: `${window.location.origin}${typeBHref(a.id)}`, tooltips: ['复制链接', '已复制'] }}>
            <a href={typeBHref(a.id)} target="_blank" rel="noreferrer">
              {typeBHref(a.id)}
            </a>
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    publishAtColumn,
    { title: '阅读', dataIndex: 'views', key: 'views' },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, a: Article) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => navigate(`/admin/article/edit02?id=${a.id}`)} aria-label={`编辑 ${a.title}`}>
            编辑
          </Button>
          {a.status === 'draft' ? (
            <Button type="link" size="small" onClick={() => act(() => submitArticle(a.id), '已发布')} aria-label={`发布 ${a.title}`}>
              发布
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => act(() => unpublishArticle(a.id), '已下线')} aria-label={`下线 ${a.title}`}>
              下线
            </Button>
          )}
          <DeleteArticleButton article={a} warning="删除后链接将失效。" onDelete={() => act(() => deleteArticle(a.id), '已删除')} />
        </Space>
      ),
    },
  ];

  return (
    <ArticleList<ArticleListQuery, Filters>
      title="B类文章"
      fetcher={getArticleList}
      columns={columns}
      version={version}
      toQuery={(values) => ({ ...values, kind: 2 }) as ArticleListQuery}
      statusOptions={statusOptions(TYPE_B_STATUS)}
      extra={
        <Button type="primary" onClick={() => navigate('/admin/article/edit02')}>
          新建B类文章
        </Button>
      }
    />
  );
});

export default TypeBArticlePage;
