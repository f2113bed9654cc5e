import { useEffect, useRef, type ReactNode } from 'react';
import { overlay, overlayButton } from './home-styles';

/** A light modal layer (no antd): closes on Escape, on the 关闭 button and on a click beside the content. */
export function MediaOverlay({ label, onClose, children, actions }: { label: string; onClose: () => void; children: ReactNode; actions?: ReactNode }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div role="dialog" aria-modal="true" aria-label={label} style={overlay} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div style={{ width: 'min(960px, 100%)', display: 'flex', flexDirection: 'column', gap: 12 }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, color: '#fff' }}>
          <span style={{ flex: 1, fontSize: 16, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
          {actions}
          <button ref={closeRef} type="button" style={overlayButton} onClick={onClose}>
            关闭
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
