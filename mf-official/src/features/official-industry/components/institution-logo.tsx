import { SITE_PALETTE } from 'shared';

/** The institution's logo, or its first character when it has none. */
export function InstitutionLogo({ name, logo, size = 72 }: { name: string; logo: string; size?: number }) {
  if (logo) return <img src={logo} alt={`${name}标志`} style={{ width: size, height: size, borderRadius: 8, objectFit: 'cover', flex: 'none', background: '#fafafa' }} />;
  return (
    <span aria-hidden="true" style={{ width: size, height: size, borderRadius: 8, background: SITE_PALETTE.orange, color: '#fff', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: size / 2.5, flex: 'none' }}>
      {name.slice(0, 1)}
    </span>
  );
}
