import { http } from 'shared';
import type { ArticleColumn } from './types';

/** GET /article/columns — the enabled columns (栏目) with their introductions, in order (public). */
export async function getArticleColumns(): Promise<ArticleColumn[]> {
  return (await http.get('/article/columns')).list;
}
