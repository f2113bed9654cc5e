import { useRef, useState } from 'react';
import { SITE_PALETTE } from 'shared';

export type VenuePhotoItem = { url: string; caption: string };

/**
 * The venue's photos on /cgDetail: one at a time with its caption (照片说明 of 场馆信息), swipe left/right, dots and
 * 上一张 / 下一张 to move, the position "2 / 3".
 */
export function VenuePhotos({ venueName, photos }: { venueName: string; photos: VenuePhotoItem[] }) {
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const count = photos.length;
  if (count === 0) return null;
  const shown = Math.min(index, count - 1);
  const photo = photos[shown]!;
  const go = (step: number) => setIndex((shown + step + count) % count);
  const arrow = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', width: 44, height: 44, border: 0, borderRadius: 22, background: 'rgba(0,0,0,0.35)', color: '#fff', fontSize: 20, cursor: 'pointer' } as const;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="场馆照片"
      style={{ position: 'relative', background: '#000' }}
      onTouchStart={(e) => {
        startX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const from = startX.current;
        const to = e.changedTouches[0]?.clientX;
        startX.current = null;
        if (from === null || to === undefined || Math.abs(to - from) < 40) return;
        go(to < from ? 1 : -1);
      }}
    >
      <figure role="group" aria-roledescription="slide" aria-label={`${shown + 1} / ${count}`} style={{ margin: 0, position: 'relative' }}>
        <img src={photo.url} alt={photo.caption || `${venueName} 照片${shown + 1}`} style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }} />
        <figcaption style={{ position: 'absolute', left: 0, right: 0, bottom: 0, padding: '20px 12px 18px', color: '#fff', background: 'linear-gradient(transparent, rgba(0,0,0,0.6))', display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{photo.caption}</span>
          {count > 1 && <span style={{ fontSize: 12, opacity: 0.9 }}>{`${shown + 1} / ${count}`}</span>}
        </figcaption>
      </figure>
      {count > 1 && (
        <>
          <button type="button" aria-label="上一张" onClick={() => go(-1)} style={{ ...arrow, left: 8 }}>
            ‹
          </button>
          <button type="button" aria-label="下一张" onClick={() => go(1)} style={{ ...arrow, right: 8 }}>
            ›
          </button>
          <div style={{ position: 'absolute', bottom: 6, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 6 }}>
            {photos.map((p, i) => (
              <button
                key={`${p.url}-${i}`}
                type="button"
                aria-label={`第${i + 1}张照片`}
                aria-current={i === shown ? 'true' : undefined}
                onClick={() => setIndex(i)}
                style={{ width: i === shown ? 16 : 6, height: 6, padding: 0, border: 0, borderRadius: 3, background: i === shown ? SITE_PALETTE.orange : 'rgba(255,255,255,0.7)', cursor: 'pointer' }}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
