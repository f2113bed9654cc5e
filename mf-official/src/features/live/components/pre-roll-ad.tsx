import { useEffect } from 'react';
import { SITE_PALETTE } from 'shared';
import type { PublicLiveDetail } from '../api/live-public';
import { useCountdown } from './countdown';

type Ad = NonNullable<PublicLiveDetail['ad']>;

const isExternal = (link: string) => /^https?:\/\//i.test(link);

/** Seconds of an ad a viewer watches before 跳过 appears (shorter ads simply run to their end). */
export const SKIPPABLE_AFTER_SECONDS = 5;

/**
 * The pre-roll ad before a stream or replay: the image or video for `duration` seconds with a countdown; 跳过
 * appears after SKIPPABLE_AFTER_SECONDS, and the ad closes by itself when the countdown ends, so the stream starts
 * without a click. A click on the ad opens its link.
 */
export function PreRollAd({ ad, startedAt, onDone }: { ad: Ad; startedAt: number; onDone: () => void }) {
  const left = useCountdown(startedAt + ad.duration * 1000);
  const watched = ad.duration * 1000 - left;
  const skippable = left > 0 && watched >= SKIPPABLE_AFTER_SECONDS * 1000;
  useEffect(() => {
    if (left === 0) onDone();
  }, [left, onDone]);
  const media =
    ad.kind === 'video' ? (
      <video src={ad.media_url} autoPlay muted playsInline aria-label={`广告：${ad.title}`} style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
    ) : (
      <img src={ad.media_url} alt={`广告：${ad.title}`} style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
    );
  return (
    <div role="region" aria-label="片头广告" style={{ position: 'relative', background: '#000', borderRadius: 8, overflow: 'hidden', aspectRatio: '16 / 9' }}>
      {ad.link ? (
        <a href={ad.link} target={isExternal(ad.link) ? '_blank' : undefined} rel={isExternal(ad.link) ? 'noopener noreferrer' : undefined} style={{ display: 'block', width: '100%', height: '100%' }}>
          {media}
        </a>
      ) : (
        media
      )}
      <span style={{ position: 'absolute', left: 12, top: 12, padding: '2px 8px', borderRadius: 4, background: 'rgba(0,0,0,0.55)', color: '#fff', fontSize: 12 }}>广告</span>
      <div style={{ position: 'absolute', right: 12, top: 12, display: 'flex', gap: 8, alignItems: 'center' }}>
        <span role="timer" style={{ padding: '4px 12px', borderRadius: 16, background: 'rgba(0,0,0,0.55)', color: '#fff', fontSize: 13 }}>
          {Math.ceil(left / 1000)} 秒
        </span>
        {skippable ? (
          <button type="button" onClick={onDone} style={{ padding: '4px 16px', borderRadius: 16, border: 'none', background: SITE_PALETTE.orange, color: '#fff', fontSize: 13, cursor: 'pointer' }}>
            跳过
          </button>
        ) : null}
      </div>
    </div>
  );
}
