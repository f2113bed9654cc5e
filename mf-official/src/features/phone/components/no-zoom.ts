import { useEffect } from 'react';

/** The viewport of the phone pages: device width, no pinch or double-tap zoom (spec §5). */
export const NO_ZOOM_VIEWPORT = 'width=device-width, initial-scale=1, maximum-scale=1, minimum-scale=1, user-scalable=no';

/**
 * Spec §5: multi-touch and gesture zoom are blocked — only while a phone page is shown (the desktop site keeps its
 * own viewport, so zooming stays available there for accessibility). The viewport meta covers most browsers;
 * iOS Safari ignores `user-scalable=no`, so its gesture events and two-finger moves are cancelled as well; the
 * page root also sets `touch-action: pan-x pan-y`.
 */
export function useNoZoom(): void {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'viewport';
      document.head.appendChild(meta);
    }
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', NO_ZOOM_VIEWPORT);
    const cancel = (event: Event) => event.preventDefault();
    const multiTouch = (event: TouchEvent) => {
      if (event.touches.length > 1) event.preventDefault();
    };
    document.addEventListener('gesturestart', cancel, { passive: false });
    document.addEventListener('gesturechange', cancel, { passive: false });
    document.addEventListener('touchmove', multiTouch, { passive: false });
    return () => {
      document.removeEventListener('gesturestart', cancel);
      document.removeEventListener('gesturechange', cancel);
      document.removeEventListener('touchmove', multiTouch);
      if (created) meta.remove();
      else if (previous === null) meta.removeAttribute('content');
      else meta.setAttribute('content', previous);
    };
  }, []);
}
