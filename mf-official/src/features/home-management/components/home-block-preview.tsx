import type { HomeBlockDef } from 'shared/rules';
import { HomeBlockView, type HomeItem } from '../../official-home';

/** An item as the management page holds it: the public home item (the API's HomeItem) without its competition's facts. */
export type PreviewItem = Omit<HomeItem, 'start_at' | 'location' | 'sport'>;

/**
 * How items look in their block of the public home page: the very component visitors see
 * (features/official-home), fed with the given items; links are not followed inside the preview.
 */
export function HomeBlockPreview({ def, items }: { def: HomeBlockDef; items: PreviewItem[] }) {
  const homeItems: HomeItem[] = items.map((i) => ({ ...i, start_at: null, location: '', sport: '' }));
  return (
    <div
      aria-label={`${def.title}预览`}
      role="figure"
      style={{ background: '#f5f5f5', padding: '4px 16px 16px', borderRadius: 8 }}
      onClickCapture={(e) => {
        if ((e.target as HTMLElement).closest('a')) e.preventDefault();
      }}
    >
      <HomeBlockView homeKey={def.homeKey} items={homeItems} autoPlay={false} />
    </div>
  );
}
