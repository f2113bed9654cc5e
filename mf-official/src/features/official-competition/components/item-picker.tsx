import { SITE_PALETTE } from 'shared';

/** Buttons to pick one item (项目/组别) or phase when there are several. */
export function ItemPicker<T extends { id: number; name: string }>({ items, current, onPick, label }: { items: T[]; current: number | null; onPick: (id: number) => void; label: string }) {
  if (items.length < 2) return null;
  return (
    <div role="group" aria-label={label} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
      {items.map((i) => (
        <button
          key={i.id}
          type="button"
          aria-pressed={i.id === current}
          onClick={() => onPick(i.id)}
          style={{
            padding: '4px 12px',
            borderRadius: 4,
            border: `1px solid ${i.id === current ? SITE_PALETTE.orange : '#d9d9d9'}`,
            background: i.id === current ? SITE_PALETTE.orangeBackground : '#fff',
            color: i.id === current ? SITE_PALETTE.orangeDark : SITE_PALETTE.ink,
            cursor: 'pointer',
          }}
        >
          {i.name}
        </button>
      ))}
    </div>
  );
}
