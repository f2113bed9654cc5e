import { Link, useSearchParams } from 'react-router-dom';
import { getArticleInfo } from '../api/get-article-info';
import { columnListHref } from '../components/article-links';
import { ArticleView } from '../components/article-view';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { card, linkButton } from '../../../ui/styles';

/**
 * OfficialInformationDetails (official/information/details?id&column&column_id) and article/details?id: one
 * published article. The layout's breadcrumb is the `column` query (spec §2.7); `column_id` is kept for the way
 * back to the column's list.
 */
export function InformationDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const columnId = Number(params.get('column_id')) || undefined;
  const [load] = useLoad(() => (id > 0 ? getArticleInfo(id) : Promise.reject(new Error('no id'))), [id]);

  return (
    <section style={{ ...card, padding: '32px 24px' }}>
      <LoadState load={load}>{(article) => <ArticleView article={article} />}</LoadState>
      <p style={{ marginTop: 32, textAlign: 'center' }}>
        <Link to={columnListHref(columnId)} style={linkButton()}>
          返回列表
        </Link>
      </p>
    </section>
  );
}

export default InformationDetailsPage;
