import { useEffect, useRef, useState } from 'react';
import type { PublicPhoto } from '../api/albums';
import { ReportForm } from './report-form';

const overlay = {
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  background: 'rgba(0,0,0,.88)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  boxSizing: 'border-box',
} as const;
const ghost = { background: 'rgba(255,255,255,.15)', color: '#fff', border: '1px solid rgba(255,255,255,.4)', borderRadius: 4, height: 32, padding: '0 14px', cursor: 'pointer', fontSize: 14 } as const;

/**
 * Full-screen photo viewer: ← / → (and 上一张 / 下一张) move, Esc (and 关闭) closes, the counter reads 3 / 10, and 举报
 * opens the complaint form about the shown photo. Focus moves into the viewer and back when it closes.
 */
export function PhotoViewer({ photos, index, onIndex, onClose }: { photos: PublicPhoto[]; index: number; onIndex: (i: number) => void; onClose: () => void }) {
  const [reporting, setReporting] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const photo = photos[index];
  const prev = () => onIndex((index - 1 + photos.length) % photos.length);
  const next = () => onIndex((index + 1) % photos.length);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    return () => opener?.focus?.();
  }, []);

  useEffect(() => setReporting(false), [index]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        if (reporting) setReporting(false);
        else onClose();
      } else if (!reporting && e.key === 'ArrowLeft') prev();
      else if (!reporting && e.key === 'ArrowRight') next();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  if (!photo) return null;
  return (
    <div role="dialog" aria-modal="true" aria-label="查看照片" style={overlay}>
      <div style={{ position: 'absolute', top: 12, left: 16, right: 16, display: 'flex', justifyContent: 'space-between', alignItems: 'center', color: '#fff' }}>
        <span aria-live="polite">
          {index + 1} / {photos.length}
        </span>
        <span style={{ display: 'flex', gap: 8 }}>
          <button type="button" style={ghost} onClick={() => setReporting(true)}>
            举报
          </button>
          <button type="button" ref={closeRef} style={ghost} onClick={onClose}>
            关闭
          </button>
        </span>
      </div>
      <img src={photo.url} alt={photo.title || `照片 ${index + 1}`} style={{ maxWidth: '100%', maxHeight: 'calc(100vh - 140px)', objectFit: 'contain' }} />
      {photo.title ? <p style={{ color: '#fff', margin: '12px 0 0' }}>{photo.title}</p> : null}
      {photos.length > 1 ? (
        <div style={{ display: 'flex', gap: 12, marginTop: 12 }}>
          <button type="button" style={ghost} onClick={prev}>
            上一张
          </button>
          <button type="button" style={ghost} onClick={next}>
            下一张
          </button>
        </div>
      ) : null}
      {reporting ? <ReportForm photo={photo} onClose={() => setReporting(false)} /> : null}
    </div>
  );
}
