import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SITE_PALETTE } from 'shared';

export const PHONE_CAROUSEL_MS = 5000;

/** A horizontal move shorter than this is a tap, not a swipe. */
const SWIPE_PX = 40;

/** A slide's picture: the full width, 16:9. */
export const SLIDE_IMAGE = { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' } as const;

const arrow = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', width: 44, height: 44, border: 0, borderRadius: 22, background: 'rgba(0,0,0,0.35)', color: '#fff', fontSize: 20, cursor: 'pointer' } as const;

export type PhoneCarouselProps<T> = {
  /** The region's name (头条, 场馆照片). */
  label: string;
  items: T[];
  itemKey: (item: T, index: number) => string | number;
  /** The name of the dot that shows slide `index` (第2条头条). */
  dotLabel: (index: number) => string;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Move on every PHONE_CAROUSEL_MS. */
  autoPlay?: boolean;
  /** Names of the previous / next buttons; without them there are only dots and swipes. */
  arrows?: { previous: string; next: string };
};

/**
 * The phone's carousel: one slide at a time ("2 / 3" names it), swipe left for the next and right for the previous
 * (round the ends), dots to pick a slide, optionally arrows and auto-play.
 */
export function PhoneCarousel<T>({ label, items, itemKey, dotLabel, renderSlide, autoPlay = false, arrows }: PhoneCarouselProps<T>) {
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
  const go = (step: number) => setIndex((shown + step + count) % count);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      style={{ position: 'relative', background: '#000' }}
      onTouchStart={(e) => {
        startX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const from = startX.current;
        const to = e.changedTouches[0]?.clientX;
        startX.current = null;
        if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
        go(to < from ? 1 : -1);
      }}
    >
      <div role="group" aria-roledescription="slide" aria-label={`${shown + 1} / ${count}`} style={{ position: 'relative' }}>
        {renderSlide(items[shown]!, shown)}
      </div>
      {count > 1 && (
        <>
          {arrows && (
            <>
              <button type="button" aria-label={arrows.previous} onClick={() => go(-1)} style={{ ...arrow, left: 8 }}>
                ‹
              </button>
              <button type="button" aria-label={arrows.next} onClick={() => go(1)} style={{ ...arrow, right: 8 }}>
                ›
              </button>
            </>
          )}
          <div style={{ position: 'absolute', bottom: 6, left: 0, right: 0, display: 'flex', justifyContent: 'center', gap: 6 }}>
            {items.map((item, i) => (
              <button
                key={itemKey(item, i)}
                type="button"
                aria-label={dotLabel(i)}
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
