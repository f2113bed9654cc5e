import { Link, useSearchParams } from 'react-router-dom';
import { formatDate } from 'shared';
import { getArticleColumns } from '../api/get-article-columns';
import { getArticleList } from '../api/get-article-list';
import type { ArticleColumn } from '../api/types';
import { columnListHref, informationDetailsHref } from '../components/article-links';
import { ServerHtml } from '../components/article-view';
import { LinkTabs } from '../../../ui/link-tabs';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { pagedQuery, pageOf, Pager } from '../../../ui/pager';
import { card, heading, link, muted } from '../../../ui/styles';

const PAGE_SIZE = 10;

/** Column tabs (全部 + the enabled columns); the chosen one is `column_id` in the address. */
function ColumnTabs({ columns, current }: { columns: ArticleColumn[]; current?: number }) {
  const tabs = [{ key: 0, title: '全部', to: columnListHref(), active: !current }, ...columns.map((c) => ({ key: c.id, title: c.name, to: columnListHref(c.id), active: current === c.id }))];
  return <LinkTabs label="栏目" tabs={tabs} />;
}

/**
 * OfficialInformation (official/information): the information section — column tabs from `/article/columns`,
 * the chosen column's introduction, and its published articles newest first, ten per page (`column_id`, `page`
 * kept in the address). Each article opens OfficialInformationDetails with its column as the breadcrumb.
 */
export function InformationListPage() {
  const [params, setParams] = useSearchParams();
  const columnId = Number(params.get('column_id')) || undefined;
  const page = pageOf(params);

  const [columns] = useLoad(getArticleColumns, []);
  const [articles] = useLoad(() => getArticleList({ start: (page - 1) * PAGE_SIZE, count: PAGE_SIZE, column_id: columnId }), [columnId, page]);
  const column = columns.state === 'ready' ? columns.data.find((c) => c.id === columnId) : undefined;

  const goTo = (next: number) => setParams(pagedQuery({ column_id: columnId }, next));

  return (
    <div>
      <section style={card}>
        <h2 style={heading}>{column?.name ?? '资讯'}</h2>
        {columns.state === 'ready' ? <ColumnTabs columns={columns.data} current={columnId} /> : null}
        {column ? (
          <div aria-label="栏目介绍" role="region" style={{ marginTop: 16, padding: '12px 16px', background: '#fff7e6', borderRadius: 8, color: '#595959' }}>
            <ServerHtml html={column.introduction} label="栏目介绍内容" />
          </div>
        ) : null}
      </section>
      <section style={card}>
        <LoadState load={articles} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <>
              <ul aria-label="资讯列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.list.map((a) => (
                  <li key={a.id} style={{ display: 'flex', gap: 16, padding: '16px 0', borderBottom: '1px solid #f0f0f0', flexWrap: 'wrap' }}>
                    {a.cover ? (
                      <img src={a.cover} alt="" style={{ width: 200, maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 4 }} />
                    ) : null}
                    <div style={{ flex: '1 1 260px', minWidth: 0 }}>
                      <Link to={informationDetailsHref(a)} style={{ ...link, fontSize: 17, fontWeight: 600 }}>
                        {a.title}
                      </Link>
                      {a.summary ? <p style={{ margin: '8px 0', color: '#595959', lineHeight: 1.6 }}>{a.summary}</p> : null}
                      <div style={{ ...muted, fontSize: 13, display: 'flex', gap: '4px 16px', flexWrap: 'wrap', marginTop: 8 }}>
                        {a.column_name ? <span>栏目：{a.column_name}</span> : null}
                        <span>来源：{a.institution_name}</span>
                        <span>{formatDate(a.publish_at)}</span>
                      </div>
                    </div>
                  </li>
                ))}
              </ul>
              <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={goTo} />
            </>
          )}
        </LoadState>
      </section>
    </div>
  );
}

export default InformationListPage;
