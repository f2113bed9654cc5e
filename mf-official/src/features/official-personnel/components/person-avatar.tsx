import { SITE_PALETTE } from 'shared';

/** The person's photo, or the first character of the name on the site colour when there is none. */
export function PersonAvatar({ name, photo, size = 64 }: { name: string; photo: string; size?: number }) {
  if (photo) return <img src={photo} alt={`${name}的照片`} style={{ width: size, height: size, borderRadius: '50%', objectFit: 'cover', flex: 'none' }} />;
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, borderRadius: '50%', background: SITE_PALETTE.orange, color: '#fff', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: size / 2.4, flex: 'none' }}
    >
      {name.slice(0, 1)}
    </span>
  );
}
