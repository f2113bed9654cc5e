import { useSearchParams } from 'react-router-dom';
import { ArticleForm } from '../components/article-form';

/** edit (/admin/article/edit?id=): write or edit a column article (资讯); without id a new one. */
export function ArticleEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  return <ArticleForm key={id ?? 'new'} kind={1} articleId={id} backTo="/admin/article/list" />;
}

export default ArticleEditPage;
