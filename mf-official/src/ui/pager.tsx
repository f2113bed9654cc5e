import { button, muted } from './styles';

/** Simple pagination: 共 N 条, 上一页 / 第 x / y 页 / 下一页. */
export function Pager({ page, pageSize, total, onChange }: { page: number; pageSize: number; total: number; onChange: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return <p style={{ ...muted, textAlign: 'right', margin: '16px 0 0' }}>共 {total} 条</p>;
  return (
    <nav aria-label="分页" style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', marginTop: 16 }}>
      <span style={muted}>共 {total} 条</span>
      <button type="button" style={button()} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </button>
      <span aria-current="page">
        第 {page} / {pages} 页
      </span>
      <button type="button" style={button()} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        下一页
      </button>
    </nav>
  );
}

/** The page number kept in the address (`page`; 1 when absent or not a number). */
export const pageOf = (params: URLSearchParams): number => Math.max(1, Number(params.get('page')) || 1);

/** The address query for `page` of a list filtered by `filters` (each trimmed; empty ones, 0 and page 1 left out). */
export function pagedQuery(filters: Record<string, string | number | undefined>, page: number): URLSearchParams {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const text = typeof value === 'string' ? value.trim() : value ? String(value) : '';
    if (text) q.set(key, text);
  }
  if (page > 1) q.set('page', String(page));
  return q;
}
