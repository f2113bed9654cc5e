import type { ReactNode } from 'react';
import { EMPTY_TEXT, SITE_PALETTE } from 'shared';
import { placeholder, sectionCard } from './home-styles';

/** One block of the home page: a titled card, `暂无数据` when the block is empty. */
export function HomeSection({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} style={sectionCard}>
      <h2 style={{ margin: '0 0 16px', fontSize: 20, borderLeft: `4px solid ${SITE_PALETTE.orange}`, paddingLeft: 12 }}>{title}</h2>
      {empty ? <p style={placeholder}>{EMPTY_TEXT}</p> : children}
    </section>
  );
}
