import { Link } from 'react-router-dom';
import { formatDate, SITE_PALETTE } from 'shared';
import type { PublicVideo } from '../api/videos';
import { muted } from '../../../ui/styles';
import { PlayMark } from '../../../ui/play-mark';

/** m:ss of a duration in seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export const videoDetailsHref = (id: number) => `/video/details/${id}`;

/** A poster card linking to the player page. */
export function VideoCard({ video, compact = false }: { video: PublicVideo; compact?: boolean }) {
  return (
    <Link to={videoDetailsHref(video.id)} aria-label={video.title} style={{ display: 'block', color: SITE_PALETTE.ink, textDecoration: 'none' }}>
      <div style={{ position: 'relative', borderRadius: 6, overflow: 'hidden', background: '#262626', aspectRatio: '16 / 9' }}>
        {video.cover ? <img src={video.cover} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} /> : null}
        <PlayMark size={44} fontSize={18} />
        <span style={{ position: 'absolute', right: 6, bottom: 6, padding: '0 6px', borderRadius: 4, background: 'rgba(0,0,0,0.6)', color: '#fff', fontSize: 12 }}>
          {formatDuration(video.duration)}
        </span>
      </div>
      <h3 style={{ margin: '8px 0 4px', fontSize: compact ? 14 : 15, fontWeight: 600, lineHeight: 1.4, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{video.title}</h3>
      {compact ? null : (
        <p style={{ ...muted, margin: 0, fontSize: 12, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <span>{video.category_name}</span>
          <span>播放 {video.views}</span>
          <span>{formatDate(video.published_at)}</span>
        </p>
      )}
    </Link>
  );
}

export const videoGrid = (min: number) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
  gap: 16,
});
