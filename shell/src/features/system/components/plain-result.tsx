import type { ReactNode } from 'react';
import { SITE_PALETTE } from 'shared';

export interface PlainResultProps {
  title: string;
  subTitle: ReactNode;
  /** Text of the one primary button. */
  actionText: string;
  onAction: () => void;
  /** The button is disabled (aria-busy) while the action runs. */
  busy?: boolean;
}

/**
 * A result panel (title, explanation, one button) without antd: the shell's error and remote-failure screens must
 * render on the public site (which never loads antd) and even when chunks cannot be fetched at all.
 */
export function PlainResult({ title, subTitle, actionText, onAction, busy = false }: PlainResultProps) {
  return (
    <div style={{ padding: '48px 32px', textAlign: 'center', color: 'rgba(0,0,0,0.88)' }}>
      <div
        aria-hidden="true"
        style={{
          width: 56,
          height: 56,
          margin: '0 auto 20px',
          borderRadius: '50%',
          background: '#fffbe6',
          color: '#faad14',
          fontSize: 34,
          lineHeight: '56px',
          fontWeight: 700,
        }}
      >
        !
      </div>
      <h2 style={{ margin: '0 0 8px', fontSize: 24, fontWeight: 500 }}>{title}</h2>
      <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 14 }}>{subTitle}</div>
      <button
        type="button"
        onClick={onAction}
        disabled={busy}
        aria-busy={busy}
        style={{
          marginTop: 24,
          padding: '4px 15px',
          minWidth: 88,
          height: 32,
          border: 'none',
          borderRadius: 4,
          background: busy ? SITE_PALETTE.orangeLight : SITE_PALETTE.orange,
          color: '#fff',
          fontSize: 14,
          cursor: busy ? 'default' : 'pointer',
        }}
      >
        {actionText}
      </button>
    </div>
  );
}
