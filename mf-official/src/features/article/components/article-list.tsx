import type { ComponentType, ReactNode } from 'react';
import { Result, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime, type ListFetcher } from 'shared';
import { KeywordFilter, ListPage, StatusFilter, StatusTag } from 'shared/antd';
import { InstitutionScoped, type InstitutionScope } from '../../../components/institution-scoped';
import type { Article, ArticleStatus } from '../api/types';
import { ARTICLE_STATUS, isScheduled, mayManageArticles } from './article-status';

/** An article page of the institutions that may manage articles (文章列表, 文章审核); others see 403. */
export function ArticleManagersOnly({ list }: { list: ComponentType<InstitutionScope> }) {
  return (
    <InstitutionScoped
      may={mayManageArticles}
      forbidden={<Result status="403" title="当前机构没有资讯管理权限" subTitle="资讯管理仅对政府/事业单位、社会组织/协会、赛事运营机构开放" />}
      list={list}
    />
  );
}

/** An article's status tag, with 定时发布 while it waits for its publish time, and what else the caller adds. */
export function ArticleStatusTags({ article, children }: { article: Article; children?: ReactNode }) {
  return (
    <Space size={4}>
      <StatusTag status={article.status} map={ARTICLE_STATUS} />
      {isScheduled(article) ? <Tag color="blue">定时发布</Tag> : null}
      {children}
    </Space>
  );
}

/** The 状态 column of an article list; `extra` adds to the tags of a row (驳回原因). */
export const articleStatusColumn = (extra?: (a: Article) => ReactNode): TableColumnsType<Article>[number] => ({
  title: '状态',
  dataIndex: 'status',
  key: 'status',
  render: (_: ArticleStatus, a: Article) => <ArticleStatusTags article={a}>{extra?.(a)}</ArticleStatusTags>,
});

export const publishAtColumn: TableColumnsType<Article>[number] = { title: '发布时间', dataIndex: 'publish_at', key: 'publish_at', render: (v: string | null) => formatDateTime(v) };

export const updatedAtColumn: TableColumnsType<Article>[number] = { title: '更新时间', dataIndex: 'updated_at', key: 'updated_at', render: (v: string) => formatDateTime(v) };

export interface ArticleListProps<Q extends object, F extends { keyword?: string }> {
  /** Card title, e.g. 文章列表. */
  title: string;
  fetcher: ListFetcher<Article, Q>;
  columns: TableColumnsType<Article>;
  /** The list is read again (with the filters last searched) when it changes: `useRowActions().version`. */
  version: number;
  /** The filters → the query (with the kind of article, the institution). */
  toQuery: (filters: F) => Q;
  /** The filters the list opens with. */
  initialFilters?: Partial<F>;
  /** The status filter: its label (default 状态) and choices. */
  statusLabel?: string;
  statusOptions: { value: string | number; label: string }[];
  /** Filters between the status and the keyword (栏目). */
  filters?: ReactNode;
  /** Buttons on the right of the title (新建文章). */
  extra?: ReactNode;
}

/**
 * The one list of articles (文章列表, B类文章, 文章审核): filters by status, what the page adds and a keyword (标题 /
 * 摘要); after a row action the list is read again with the filters last searched.
 */
export function ArticleList<Q extends object, F extends { keyword?: string }>({ initialFilters, statusLabel = '状态', statusOptions, filters, ...list }: ArticleListProps<Q, F>) {
  return (
    <ListPage<Article, Q, F>
      {...list}
      rowKey="id"
      initialValues={initialFilters ?? {}}
      filters={
        <>
          <StatusFilter label={statusLabel} options={statusOptions} />
          {filters}
          <KeywordFilter placeholder="标题 / 摘要" />
        </>
      }
    />
  );
}
