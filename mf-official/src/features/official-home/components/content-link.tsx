import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Internal paths stay in the app; other links open in a new tab. */
export function ContentLink({ href, label, style, children }: { href: string; label: string; style?: CSSProperties; children: ReactNode }) {
  if (!href) return <span style={style}>{children}</span>;
  if (href.startsWith('/')) {
    return (
      <Link to={href} aria-label={label} style={style}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} style={style}>
      {children}
    </a>
  );
}
