import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SITE_PALETTE, formatDate } from 'shared';
import { getPublicAlbum } from '../api/albums';
import { PhotoViewer } from '../components/photo-viewer';
import { LoadState } from '../../../ui/load-state';
import { card, heading, linkButton, muted } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

const grid = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' } as const;
const thumb = { display: 'block', width: '100%', padding: 0, border: 0, background: '#f0f0f0', borderRadius: 6, overflow: 'hidden', cursor: 'zoom-in', aspectRatio: '3 / 2' } as const;

/** 相册详情 (/album/details/:id): the album's approved photos as a grid (lazy images); a click opens the viewer. */
export function AlbumDetailsPage() {
  const id = Number(useParams().id);
  const [album] = useLoad(() => getPublicAlbum(id), [id]);
  const [open, setOpen] = useState<number | null>(null);

  return (
    <section style={card}>
      <LoadState load={album}>
        {(a) => (
          <>
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12, flexWrap: 'wrap' }}>
              <div>
                <h2 style={heading}>{a.title}</h2>
                <p style={{ ...muted, margin: '0 0 8px' }}>
                  <Link to={`/match/${a.competition_id}`} style={{ color: SITE_PALETTE.orange }}>
                    {a.competition_name}
                  </Link>{' '}
                  · {formatDate(a.created_at)} · 共 {a.photo_count} 张
                </p>
                {a.description ? <p style={{ margin: '0 0 16px' }}>{a.description}</p> : null}
              </div>
              <Link to="/album" style={linkButton()}>
                返回相册
              </Link>
            </div>
            {a.photos.length === 0 ? (
              <p style={{ ...muted, textAlign: 'center', padding: '48px 0', margin: 0 }}>暂无数据</p>
            ) : (
              <ul aria-label="照片列表" style={grid}>
                {a.photos.map((p, i) => (
                  <li key={p.id}>
                    <button type="button" style={thumb} aria-label={`查看照片 ${p.title || i + 1}`} onClick={() => setOpen(i)}>
                      <img src={p.url} alt="" loading="lazy" decoding="async" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {open !== null ? <PhotoViewer photos={a.photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} /> : null}
          </>
        )}
      </LoadState>
    </section>
  );
}

export default AlbumDetailsPage;
