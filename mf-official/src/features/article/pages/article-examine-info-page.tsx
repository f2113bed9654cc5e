import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, Descriptions, Image, Result, Row, Space, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime, LOADING_TEXT, useSession, useUiStore } from 'shared';
import { getArticleDetail } from '../api/get-article-detail';
import type { ArticleDetail } from '../api/types';
import { ArticleStatusTags } from '../components/article-list';
import { mayManageArticles } from '../components/article-status';
import { HistoryTimeline } from '../components/history-timeline';
import { ArticleReviewActions } from '../components/review-modal';

/**
 * examineinfo (/admin/article/examineinfo?id=): the article as it will appear (the server-sanitised HTML), its
 * data and review history; the platform admin 通过 / 驳回 (with a reason) a pending one.
 */
export const ArticleExamineInfoPage = observer(function ArticleExamineInfoPage() {
  const session = useSession();
  const ui = useUiStore();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const [article, setArticle] = useState<ArticleDetail | null | undefined>(undefined);

  const load = useCallback(() => {
    setArticle(undefined);
    getArticleDetail(id).then(setArticle, () => setArticle(null));
  }, [id]);
  useEffect(load, [load]);

  if (!mayManageArticles(session)) return <Result status="403" title="当前机构没有资讯管理权限" />;
  if (article === undefined) return <Spin description={LOADING_TEXT} />;
  const back = (
    <Button onClick={() => navigate('/admin/article/examine')} aria-label="返回审核列表">
      返回列表
    </Button>
  );
  if (article === null) return <Result status="404" title="文章不存在或无权查看" extra={back} />;

  const canReview = session.isAdmin && article.status === 'pending';
  return (
    <Card
      title="审核详情"
      variant="borderless"
      extra={
        <Space>
          {canReview ? (
            <ArticleReviewActions
              article={article}
              onDone={() => {
                ui.requestCountsReload();
                load();
              }}
            />
          ) : null}
          {back}
        </Space>
      }
    >
      <Row gutter={24}>
        <Col xs={24} lg={16}>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="标题" span={2}>
              {article.title}
            </Descriptions.Item>
            <Descriptions.Item label="栏目">{article.column_name || '-'}</Descriptions.Item>
            <Descriptions.Item label="所属机构">{article.institution_name}</Descriptions.Item>
            <Descriptions.Item label="作者">{article.author || '-'}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <ArticleStatusTags article={article} />
            </Descriptions.Item>
            <Descriptions.Item label="发布时间">{article.publish_at ? formatDateTime(article.publish_at) : '审核通过后立即发布'}</Descriptions.Item>
            <Descriptions.Item label="更新时间">{formatDateTime(article.updated_at)}</Descriptions.Item>
            <Descriptions.Item label="摘要" span={2}>
              {article.summary || '-'}
            </Descriptions.Item>
            <Descriptions.Item label="封面" span={2}>
              {article.cover ? <Image src={article.cover} alt="封面" width={200} /> : '-'}
            </Descriptions.Item>
          </Descriptions>
          <h3 style={{ margin: '24px 0 12px' }}>正文</h3>
          <div
            aria-label="正文"
            style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 16, lineHeight: 1.8, overflowWrap: 'anywhere' }}
            // the HTML the server stored after sanitising it (allow-list): no script, no event handlers
            dangerouslySetInnerHTML={{ __html: article.content }}
          />
        </Col>
        <Col xs={24} lg={8}>
          <h3 style={{ margin: '0 0 12px' }}>审核记录</h3>
          <HistoryTimeline history={article.history} />
        </Col>
      </Row>
    </Card>
  );
});

export default ArticleExamineInfoPage;
