import { useSearchParams } from 'react-router-dom';
import { ArticleForm } from '../components/article-form';

/** edit02 (/admin/article/edit02?id=): write or edit a type-B article (B类文章, platform admin). */
export function TypeBEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  return <ArticleForm key={id ?? 'new'} kind={2} articleId={id} backTo="/admin/article/typeB" />;
}

export default TypeBEditPage;
