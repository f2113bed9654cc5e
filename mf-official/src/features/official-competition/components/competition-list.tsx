import { Link } from 'react-router-dom';
import { SITE_PALETTE } from 'shared';
import { chinaDayRange } from 'shared/rules';
import type { OfficialCompetition } from '../api/types';
import { link, muted, tag } from '../../../ui/styles';

export const C_TYPE_TEXT: Record<number, string> = { 1: '比赛', 2: '活动' };

/** Competitions as cards with cover, type, dates, place and organiser; `hrefOf` gives each detail link. */
export function CompetitionList({ items, hrefOf, label }: { items: OfficialCompetition[]; hrefOf: (c: OfficialCompetition) => string; label: string }) {
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {items.map((c) => (
        <li key={c.id} style={{ display: 'flex', gap: 16, padding: 12, border: '1px solid #f0f0f0', borderRadius: 8, flexWrap: 'wrap' }}>
          {c.cover ? (
            <img src={c.cover} alt="" style={{ width: 160, maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 4 }} />
          ) : null}
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <span style={tag(c.c_type === 2 ? SITE_PALETTE.orangeDark : '#1677ff')}>{C_TYPE_TEXT[c.c_type]}</span>
              <Link to={hrefOf(c)} style={{ ...link, fontSize: 16, fontWeight: 600 }}>
                {c.name}
              </Link>
            </div>
            <div style={{ ...muted, marginTop: 8, display: 'flex', gap: '4px 16px', flexWrap: 'wrap', fontSize: 14 }}>
              <span>时间：{chinaDayRange(c.start_at, c.end_at)}</span>
              <span>地点：{c.venue_name || c.location || '-'}</span>
              <span>项目：{c.sport || '-'}</span>
              <span>主办：{c.institution_name}</span>
              {c.series_name ? <span>系列：{c.series_name}</span> : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
