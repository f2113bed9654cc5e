/**
 * A light toast in plain DOM (no React, no antd) — the notifier of pages that do not load antd (the public
 * site). Looks like antd's `message`: centred at the top, white card, coloured sign, gone after 3 s by default.
 * Once the shell mounts the antd providers, `NotifierBinder` takes over; when they unmount this is used again.
 */
import type { Notifier } from '../http/ports';

type Kind = 'error' | 'success' | 'warning';

const SIGNS: Record<Kind, { sign: string; color: string }> = {
  error: { sign: '✕', color: '#ff4d4f' },
  success: { sign: '✓', color: '#52c41a' },
  warning: { sign: '!', color: '#faad14' },
};

export const DOM_TOAST_CONTAINER_ID = 'saishi-toast';
const DEFAULT_SECONDS = 3;

function container(doc: Document): HTMLElement {
  const existing = doc.getElementById(DOM_TOAST_CONTAINER_ID);
  if (existing) return existing;
  const box = doc.createElement('div');
  box.id = DOM_TOAST_CONTAINER_ID;
  box.setAttribute('aria-live', 'polite');
  Object.assign(box.style, {
    position: 'fixed',
    top: '8px',
    left: '0',
    right: '0',
    zIndex: '2010',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '8px',
    pointerEvents: 'none',
  });
  doc.body.appendChild(box);
  return box;
}

/** Shows one toast; returns a function that removes it early. */
export function showDomToast(doc: Document, kind: Kind, content: string, durationSeconds = DEFAULT_SECONDS): () => void {
  const item = doc.createElement('div');
  item.setAttribute('role', kind === 'success' ? 'status' : 'alert');
  Object.assign(item.style, {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    padding: '9px 12px',
    background: '#fff',
    borderRadius: '8px',
    boxShadow: '0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12)',
    fontSize: '14px',
    lineHeight: '22px',
    color: 'rgba(0,0,0,0.88)',
  });
  const sign = doc.createElement('span');
  sign.setAttribute('aria-hidden', 'true');
  Object.assign(sign.style, {
    display: 'inline-flex',
    justifyContent: 'center',
    alignItems: 'center',
    width: '16px',
    height: '16px',
    borderRadius: '50%',
    background: SIGNS[kind].color,
    color: '#fff',
    fontSize: '11px',
    fontWeight: '700',
  });
  sign.textContent = SIGNS[kind].sign;
  const text = doc.createElement('span');
  text.textContent = content;
  item.append(sign, text);
  container(doc).appendChild(item);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const remove = () => {
    if (timer !== undefined) clearTimeout(timer);
    item.remove();
  };
  // antd semantics: a duration of 0 keeps the message until removed.
  if (durationSeconds > 0) timer = setTimeout(remove, durationSeconds * 1000);
  return remove;
}

/** A Notifier that shows DOM toasts in `doc`. */
export function createDomToastNotifier(doc: Document): Notifier {
  return {
    error: (content, seconds) => void showDomToast(doc, 'error', content, seconds),
    success: (content, seconds) => void showDomToast(doc, 'success', content, seconds),
    warning: (content, seconds) => void showDomToast(doc, 'warning', content, seconds),
  };
}
