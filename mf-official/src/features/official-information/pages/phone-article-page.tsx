import { useSearchParams } from 'react-router-dom';
import { getArticleInfo } from '../api/get-article-info';
import { ArticleView } from '../components/article-view';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';

/**
 * /article?id= and articleDetails?id= (spec §2.1, phone routes): one published article — column or type-B
 * (B类文章 are reachable only this way) — on a plain page sized for small screens, without the official layout.
 */
export function PhoneArticlePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const [load] = useLoad(() => (id > 0 ? getArticleInfo(id) : Promise.reject(new Error('no id'))), [id]);
  return (
    <main style={{ maxWidth: 760, margin: '0 auto', padding: 16, background: '#fff', minHeight: '100vh', boxSizing: 'border-box' }}>
      <LoadState load={load}>{(article) => <ArticleView article={article} compact />}</LoadState>
    </main>
  );
}

export default PhoneArticlePage;
