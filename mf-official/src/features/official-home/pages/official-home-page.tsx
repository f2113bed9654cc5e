import { startTransition, useEffect, useState, type CSSProperties } from 'react';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { getOfficialHome, type OfficialHome } from '../api/get-official-home';
import { HOME_SECTION_ORDER, HomeBlockView } from '../components/home-blocks';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; home: OfficialHome };

/** Blocks rendered with the data; the rest (below the fold on every screen) follow once the first view is painted. */
const FIRST_VIEW_BLOCKS = 2;

/** Runs `task` after the browser has painted the current frame. */
function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

const placeholder: CSSProperties = { padding: '48px 0', textAlign: 'center', color: '#8c8c8c' };

/**
 * OfficialHomePage (path `/`): every block managed in 官网首页管理 — headline carousel, recommended columns and
 * events, event videos and photos, brand events, partners and friendly links — in the server's order.
 */
export function OfficialHomePage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [restShown, setRestShown] = useState(false);

  useEffect(() => {
    let alive = true;
    // A transition: React renders the eight blocks in slices and keeps the page responsive (no long task).
    getOfficialHome()
      .then((home) => alive && startTransition(() => setLoad({ state: 'ready', home })))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, []);

  // The first view (headline carousel and the first block) paints on its own; the other blocks render after it, as a
  // transition, so the largest paint does not wait for work below the fold.
  const ready = load.state === 'ready';
  useEffect(() => {
    if (!ready || restShown) return undefined;
    return afterPaint(() => startTransition(() => setRestShown(true)));
  }, [ready, restShown]);

  if (load.state === 'loading') return <p style={placeholder} role="status">{LOADING_TEXT}</p>;
  if (load.state === 'failed') return <p style={placeholder}>{EMPTY_TEXT}</p>;
  const { home } = load;
  if (HOME_SECTION_ORDER.every((key) => home[key].length === 0)) return <p style={placeholder}>{EMPTY_TEXT}</p>;

  return (
    <div>
      {(restShown ? HOME_SECTION_ORDER : HOME_SECTION_ORDER.slice(0, FIRST_VIEW_BLOCKS)).map((key) =>
        key === 'headlines' && home.headlines.length === 0 ? null : <HomeBlockView key={key} homeKey={key} items={home[key]} />,
      )}
    </div>
  );
}

export default OfficialHomePage;
