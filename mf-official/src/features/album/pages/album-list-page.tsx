import { Link, useSearchParams } from 'react-router-dom';
import { SITE_PALETTE, formatDate } from 'shared';
import { getPublicAlbums, type PublicAlbum } from '../api/albums';
import { LoadState } from '../../../ui/load-state';
import { Pager } from '../../../ui/pager';
import { card, heading, muted } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

const PAGE_SIZE = 12;

const grid = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } as const;

function AlbumCard({ album }: { album: PublicAlbum }) {
  return (
    <Link to={`/album/details/${album.id}`} aria-label={album.title} style={{ display: 'block', color: SITE_PALETTE.ink, textDecoration: 'none' }}>
      <div style={{ position: 'relative', paddingTop: '66%', background: '#f0f0f0', borderRadius: 6, overflow: 'hidden' }}>
        {album.cover ? (
          <img src={album.cover} alt="" loading="lazy" decoding="async" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : null}
        <span style={{ position: 'absolute', right: 8, bottom: 8, background: 'rgba(0,0,0,.55)', color: '#fff', fontSize: 12, padding: '2px 8px', borderRadius: 10 }}>
          {album.photo_count} 张
        </span>
      </div>
      <div style={{ marginTop: 8, fontSize: 15, fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{album.title}</div>
      <div style={{ ...muted, fontSize: 13, marginTop: 4, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {album.competition_name} · {formatDate(album.created_at)}
      </div>
    </Link>
  );
}

/** 相册 (/album): albums of published competitions, newest first, twelve per page (`page` kept in the address). */
export function AlbumListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [albums] = useLoad(() => getPublicAlbums({ start: (page - 1) * PAGE_SIZE, count: PAGE_SIZE }), [page]);

  return (
    <section style={card}>
      <h2 style={heading}>赛事相册</h2>
      <LoadState load={albums} isEmpty={(d) => d.list.length === 0}>
        {(data) => (
          <>
            <ul aria-label="相册列表" style={grid}>
              {data.list.map((a) => (
                <li key={a.id}>
                  <AlbumCard album={a} />
                </li>
              ))}
            </ul>
            <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})} />
          </>
        )}
      </LoadState>
    </section>
  );
}

export default AlbumListPage;
