/**
 * Named response schemas of articles (资讯), columns (栏目) and the user agreement. Registered through
 * `allSchemas` in components.ts; `$id` is the OpenAPI component name.
 */
import { int, str, flag, dateTime, nullableInt, nullableDateTime, obj, arrayOfRef, listOf } from './json-schema.js';

const status = { type: 'string', enum: ['draft', 'pending', 'approved', 'rejected'] } as const;

const articleProps = {
  id: int,
  kind: { type: 'integer', enum: [1, 2], description: '1 栏目文章（资讯），2 B类文章' },
  institution_id: nullableInt,
  institution_name: { type: 'string', description: '所属机构；平台文章为“平台”' },
  column_id: nullableInt,
  column_name: str,
  title: str,
  author: str,
  cover: str,
  summary: str,
  status,
  publish_at: { ...nullableDateTime, description: '发布时间（定时发布）；未审核通过且未定时为 null' },
  views: int,
  reject_reason: { type: 'string', description: '最近一次驳回原因（仅已驳回时）' },
  created_at: dateTime,
  updated_at: dateTime,
} as const;

export const Article = obj('Article', '文章', articleProps);

export const ArticleStatusChange = obj('ArticleStatusChange', '文章状态变更记录', {
  id: int,
  from_status: { type: ['string', 'null'], description: '变更前状态；创建时为 null' },
  to_status: status,
  actor_id: nullableInt,
  actor_name: str,
  reason: str,
  at: dateTime,
});

export const ArticleDetail = obj('ArticleDetail', '文章详情（后台）', {
  ...articleProps,
  content: { type: 'string', description: '富文本，服务器已清洗' },
  history: arrayOfRef(ArticleStatusChange),
});

export const PublicArticle = obj('PublicArticle', '官网文章详情', {
  ...articleProps,
  content: { type: 'string', description: '富文本，服务器已清洗' },
});

export const ArticleList = listOf('ArticleList', '文章列表', Article);

export const ArticleColumn = obj('ArticleColumn', '资讯栏目', {
  id: int,
  name: str,
  introduction: { type: 'string', description: '栏目介绍，富文本，服务器已清洗' },
  sort: int,
  enabled: flag,
  article_count: { type: 'integer', description: '已发布文章数' },
});

export const ArticleColumns = obj('ArticleColumns', '资讯栏目列表', { list: arrayOfRef(ArticleColumn) });

export const SiteText = obj('SiteText', '站点文本（用户协议）', { title: str, content: { type: 'string', description: '富文本，服务器已清洗' }, updated_at: nullableDateTime });

export const articleSchemas = [Article, ArticleStatusChange, ArticleDetail, PublicArticle, ArticleList, ArticleColumn, ArticleColumns, SiteText];
