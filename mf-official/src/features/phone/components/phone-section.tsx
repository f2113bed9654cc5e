import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SITE_PALETTE } from 'shared';

/** A titled block of a phone page. */
export function PhoneSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ background: '#fff', marginTop: 8, padding: '12px 16px' }}>
      <h2 id={id} style={{ margin: '0 0 8px', fontSize: 16, borderLeft: `3px solid ${SITE_PALETTE.orange}`, paddingLeft: 8 }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An internal path goes through the router, an http(s) address opens in a new tab. */
export function ItemLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  const style = { color: 'inherit', textDecoration: 'none', display: 'block' } as const;
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" style={style} aria-label={label}>
        {children}
      </a>
    );
  }
  if (to.startsWith('/')) {
    return (
      <Link to={to} style={style} aria-label={label}>
        {children}
      </Link>
    );
  }
  return <div style={style}>{children}</div>;
}
