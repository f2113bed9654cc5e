/** Paths of the public information pages (spec §2.2, §2.6, §2.7). */
export const INFORMATION_PATH = '/official/information';

/** The list of a column (column_id kept as query). */
export function columnListHref(columnId?: number | null): string {
  return columnId ? `${INFORMATION_PATH}?column_id=${columnId}` : INFORMATION_PATH;
}

/** OfficialInformationDetails: the column name is the breadcrumb, column_id is kept as a query parameter. */
export function informationDetailsHref(article: { id: number; column_id: number | null; column_name: string }): string {
  const q = new URLSearchParams({ id: String(article.id) });
  if (article.column_name) q.set('column', article.column_name);
  if (article.column_id) q.set('column_id', String(article.column_id));
  return `${INFORMATION_PATH}/details?${q.toString()}`;
}
