import { NavLink } from 'react-router-dom';
import { SITE_PALETTE } from 'shared';
import { CALENDAR_PATH, MATCH_LIST_PATH, SWITCH_SECTIONS } from './competition-links';

/** Sections of 赛事 (OfficialMatch): 赛事查询, 赛事直播, 成绩查询, 最高纪录 and 赛事日历. */
export function SectionNav({ current }: { current: string }) {
  const items = [...SWITCH_SECTIONS.map((s) => ({ key: s.switchId, title: s.title, to: MATCH_LIST_PATH(s.switchId) })), { key: 'calendar', title: '赛事日历', to: CALENDAR_PATH }];
  return (
    <nav aria-label="赛事栏目" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
      {items.map((item) => {
        const active = item.key === current;
        return (
          <NavLink
            key={item.key}
            to={item.to}
            aria-current={active ? 'page' : undefined}
            style={{
              padding: '6px 16px',
              borderRadius: 16,
              textDecoration: 'none',
              background: active ? SITE_PALETTE.orange : '#fff',
              color: active ? '#fff' : SITE_PALETTE.ink,
              border: `1px solid ${active ? SITE_PALETTE.orange : '#e8e8e8'}`,
            }}
          >
            {item.title}
          </NavLink>
        );
      })}
    </nav>
  );
}
