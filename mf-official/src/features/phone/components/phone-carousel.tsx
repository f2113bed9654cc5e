import { useEffect, useRef, useState } from 'react';
import { SITE_PALETTE } from 'shared';
import type { HomeItem } from '../api/phone';
import { ItemLink } from './phone-section';

export const PHONE_CAROUSEL_MS = 5000;

/** 头条 on the phone: one slide at a time, every 5 s, swipe left/right, dots to pick a slide. */
export function PhoneCarousel({ items, autoPlay = true }: { items: HomeItem[]; autoPlay?: boolean }) {
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const count = items.length;

  useEffect(() => {
    if (!autoPlay || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), PHONE_CAROUSEL_MS);
    return () => clearInterval(timer);
  }, [autoPlay, count]);

  if (count === 0) return null;
  const shown = Math.min(index, count - 1);
  const item = items[shown]!;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="头条"
      style={{ position: 'relative', background: '#000' }}
      onTouchStart={(e) => {
        startX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const from = startX.current;
        const to = e.changedTouches[0]?.clientX;
        startX.current = null;
        if (from === null || to === undefined || Math.abs(to - from) < 40) return;
        setIndex((shown + (to < from ? 1 : count - 1)) % count);
      }}
    >
      <ItemLink to={item.link}>
        <div role="group" aria-roledescription="slide" aria-label={`${shown + 1} / ${count}`}>
          <img src={item.image} alt={item.title} style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }} />
          <div style={{ position: 'absolute', left: 0, right: 0, bottom: 0, padding: '24px 12px 20px', color: '#fff', background: 'linear-gradient(transparent, rgba(0,0,0,0.6))' }}>
            <strong style={{ fontSize: 16 }}>{item.title}</strong>
            {item.subtitle && <div style={{ fontSize: 12, opacity: 0.9 }}>{item.subtitle}</div>}
          </div>
        </div>
      </ItemLink>
      {count > 1 && (
        <div style={{ position: 'absolute', bottom: 6, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 6 }}>
          {items.map((it, i) => (
            <button
              key={it.id}
              type="button"
              aria-label={`第${i + 1}条头条`}
              aria-current={i === shown ? 'true' : undefined}
              onClick={() => setIndex(i)}
              style={{ width: i === shown ? 16 : 6, height: 6, padding: 0, border: 0, borderRadius: 3, background: i === shown ? SITE_PALETTE.orange : 'rgba(255,255,255,0.7)', cursor: 'pointer' }}
            />
          ))}
        </div>
      )}
    </section>
  );
}
