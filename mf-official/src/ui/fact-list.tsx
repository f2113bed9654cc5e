import type { ReactNode } from 'react';
import { muted } from './styles';

/**
 * A label-and-value grid (a `<dl>` of two columns) of the public detail pages: 人员资料, 机构资料, 证书验证. An empty
 * value shows `empty` (—); `breakAll` lets long values (addresses, links) break anywhere.
 */
export function FactList({ rows, empty = '—', breakAll = false }: { rows: [string, ReactNode][]; empty?: string; breakAll?: boolean }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt style={muted}>{k}</dt>
          <dd style={{ margin: 0, ...(breakAll ? { wordBreak: 'break-all' as const } : {}) }}>{v === '' || v === null || v === undefined ? empty : v}</dd>
        </div>
      ))}
    </dl>
  );
}
