import { useEffect, useState, type CSSProperties } from 'react';
import { SITE_PALETTE } from 'shared';
import type { HomeItem } from '../api/get-official-home';
import { ContentLink } from './content-link';

export const CAROUSEL_INTERVAL_MS = 5000;

const arrow = (side: 'left' | 'right'): CSSProperties => ({
  position: 'absolute',
  top: '38%',
  [side]: 8,
  transform: 'translateY(-50%)',
  width: 36,
  height: 36,
  borderRadius: 18,
  border: 0,
  background: 'rgba(0,0,0,0.35)',
  color: '#fff',
  fontSize: 20,
  cursor: 'pointer',
});

/** 头条 carousel: one slide at a time, auto-advancing every 5 s (paused while hovered), arrows and dots. */
export function HeadlineCarousel({ items, autoPlay = true }: { items: HomeItem[]; autoPlay?: boolean }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;

  useEffect(() => {
    if (!autoPlay || count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [autoPlay, count, paused]);

  if (count === 0) return null;
  const shown = Math.min(index, count - 1);
  const current = items[shown];

  return (
    <section
      aria-roledescription="carousel"
      aria-label="头条"
      style={{ position: 'relative', borderRadius: 8, overflow: 'hidden', background: '#000', marginTop: 16 }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div role="group" aria-roledescription="slide" aria-label={`第${shown + 1}条，共${count}条`}>
        <ContentLink href={current.link} label={current.title} style={{ display: 'block', color: '#fff' }}>
          {current.image ? (
            <img src={current.image} alt={current.title} style={{ display: 'block', width: '100%', aspectRatio: '5 / 2', minHeight: 180, objectFit: 'cover' }} />
          ) : (
            <div style={{ aspectRatio: '5 / 2', minHeight: 180, background: SITE_PALETTE.orange }} />
          )}
          <div
            style={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 0,
              padding: 'clamp(16px, 4vw, 32px) clamp(16px, 3vw, 24px) 32px',
              background: 'linear-gradient(transparent, rgba(0,0,0,0.65))',
            }}
          >
            <div style={{ fontSize: 'clamp(16px, 2.4vw, 24px)', fontWeight: 600 }}>{current.title}</div>
            {current.subtitle ? <div style={{ marginTop: 4, fontSize: 'clamp(12px, 1.6vw, 15px)', opacity: 0.9 }}>{current.subtitle}</div> : null}
          </div>
        </ContentLink>
      </div>
      {count > 1 ? (
        <>
          <button type="button" aria-label="上一条" style={arrow('left')} onClick={() => setIndex((shown - 1 + count) % count)}>
            ‹
          </button>
          <button type="button" aria-label="下一条" style={arrow('right')} onClick={() => setIndex((shown + 1) % count)}>
            ›
          </button>
          <div style={{ position: 'absolute', bottom: 12, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 8 }}>
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={`切换到第${i + 1}条`}
                aria-current={i === shown ? 'true' : undefined}
                onClick={() => setIndex(i)}
                style={{ width: 24, height: 4, border: 0, padding: 0, cursor: 'pointer', background: i === shown ? '#fff' : 'rgba(255,255,255,0.5)' }}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
