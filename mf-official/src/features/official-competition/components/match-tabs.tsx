import type { ReactNode } from 'react';
import { SITE_PALETTE } from 'shared';

export interface MatchTab {
  key: string;
  title: string;
  render: () => ReactNode;
}

/** Accessible tabs (role tablist / tab / tabpanel) of the competition detail. */
export function MatchTabs({ tabs, current, onChange }: { tabs: MatchTab[]; current: string; onChange: (key: string) => void }) {
  const active = tabs.find((t) => t.key === current) ?? tabs[0];
  return (
    <div>
      <div role="tablist" aria-label="赛事栏目" style={{ display: 'flex', gap: 4, borderBottom: '1px solid #f0f0f0', overflowX: 'auto' }}>
        {tabs.map((t) => {
          const selected = t.key === active.key;
          return (
            <button
              key={t.key}
              type="button"
              role="tab"
              id={`tab-${t.key}`}
              aria-selected={selected}
              aria-controls={`panel-${t.key}`}
              onClick={() => onChange(t.key)}
              style={{
                padding: '10px 16px',
                border: 0,
                borderBottom: `2px solid ${selected ? SITE_PALETTE.orange : 'transparent'}`,
                background: 'transparent',
                color: selected ? SITE_PALETTE.orangeDark : SITE_PALETTE.ink,
                fontSize: 15,
                cursor: 'pointer',
                whiteSpace: 'nowrap',
              }}
            >
              {t.title}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`panel-${active.key}`} aria-labelledby={`tab-${active.key}`} style={{ paddingTop: 16 }}>
        {active.render()}
      </div>
    </div>
  );
}
