import { useEffect, useState, type CSSProperties } from 'react';
import { SITE_PALETTE } from 'shared';
import type { HomeItem } from '../api/get-official-home';
import { ContentLink } from './content-link';

export const CAROUSEL_INTERVAL_MS = 5000;

const arrow = (side: 'left' | 'right'): CSSProperties => ({
  position: 'absolute',
  top: '50%',
  [side]: 12,
  transform: 'translateY(-50%)',
  width: 40,
  height: 40,
  borderRadius: 20,
  border: 0,
  background: 'rgba(0,0,0,0.35)',
  color: '#fff',
  fontSize: 20,
  cursor: 'pointer',
});

/** 头条 carousel: one slide at a time, auto-advancing every 5 s (paused while hovered), arrows and dots. */
export function HeadlineCarousel({ items }: { items: HomeItem[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  const current = items[Math.min(index, count - 1)];

  return (
    <section
      aria-roledescription="carousel"
      aria-label="头条"
      style={{ position: 'relative', borderRadius: 8, overflow: 'hidden', background: '#000' }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div role="group" aria-roledescription="slide" aria-label={`第${index + 1}条，共${count}条`}>
        <ContentLink href={current.link} label={current.title} style={{ display: 'block', color: '#fff' }}>
          {current.image ? (
            <img src={current.image} alt={current.title} style={{ display: 'block', width: '100%', aspectRatio: '5 / 2', objectFit: 'cover' }} />
          ) : (
            <div style={{ aspectRatio: '5 / 2', background: SITE_PALETTE.orange }} />
          )}
          <div style={{ position: 'absolute', left: 0, right: 0, bottom: 0, padding: '32px 24px 36px', background: 'linear-gradient(transparent, rgba(0,0,0,0.6))', fontSize: 22 }}>
            {current.title}
          </div>
        </ContentLink>
      </div>
      {count > 1 ? (
        <>
          <button type="button" aria-label="上一条" style={arrow('left')} onClick={() => setIndex((index - 1 + count) % count)}>
            ‹
          </button>
          <button type="button" aria-label="下一条" style={arrow('right')} onClick={() => setIndex((index + 1) % count)}>
            ›
          </button>
          <div style={{ position: 'absolute', bottom: 12, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 8 }}>
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={`切换到第${i + 1}条`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                style={{ width: 24, height: 4, border: 0, padding: 0, cursor: 'pointer', background: i === index ? '#fff' : 'rgba(255,255,255,0.5)' }}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
