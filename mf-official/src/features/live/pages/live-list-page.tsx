import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime, SITE_PALETTE } from 'shared';
import { getPublicLives, type LiveSection, type PublicLive } from '../api/live-public';
import { LinkTabs } from '../../../ui/link-tabs';
import { LoadState } from '../../../ui/load-state';
import { Pager } from '../../../ui/pager';
import { card, heading, muted, tag } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

const PAGE_SIZE = 12;

export const SECTIONS: readonly { key: LiveSection; title: string }[] = [
  { key: 'live', title: '直播中' },
  { key: 'upcoming', title: '即将开始' },
  { key: 'replay', title: '精彩回放' },
];

const STATUS_COLOR: Record<string, string> = { 直播中: '#f5222d', 未开始: '#1677ff', 已结束: '#8c8c8c' };

function LiveCard({ live, section }: { live: PublicLive; section: LiveSection }) {
  const when =
    section === 'upcoming' ? `开始时间 ${formatDateTime(live.scheduled_start)}` : section === 'live' ? `开播于 ${formatDateTime(live.scheduled_start)}` : `直播于 ${formatDateTime(live.scheduled_start)}`;
  return (
    <li style={{ listStyle: 'none' }}>
      <Link to={`/live/details/${live.id}`} style={{ display: 'block', color: SITE_PALETTE.ink, textDecoration: 'none' }} aria-label={live.title}>
        <div style={{ position: 'relative', aspectRatio: '16 / 9', background: '#f0f0f0', borderRadius: 8, overflow: 'hidden' }}>
          {live.cover ? <img src={live.cover} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} /> : null}
          <span style={{ ...tag(STATUS_COLOR[live.status] ?? '#8c8c8c'), position: 'absolute', left: 8, top: 8, background: '#fff' }}>{section === 'replay' ? '回放' : live.status}</span>
        </div>
        <h3 style={{ fontSize: 15, margin: '8px 0 4px', lineHeight: 1.4 }}>{live.title}</h3>
        <p style={{ ...muted, margin: 0, fontSize: 13 }}>{live.institution_name}</p>
        <p style={{ ...muted, margin: 0, fontSize: 13 }}>{when}</p>
      </Link>
    </li>
  );
}

/**
 * 赛事直播 (/live): 直播中, 即将开始 and 精彩回放 as tabs (`section` and `page` kept in the address), twelve
 * rooms a page; each opens the player page.
 */
export function LiveListPage() {
  const [params, setParams] = useSearchParams();
  const section: LiveSection = SECTIONS.some((s) => s.key === params.get('section')) ? (params.get('section') as LiveSection) : 'live';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [lives] = useLoad(() => getPublicLives({ section, start: (page - 1) * PAGE_SIZE, count: PAGE_SIZE }), [section, page]);

  const href = (key: LiveSection, p = 1) => `/live?section=${key}${p > 1 ? `&page=${p}` : ''}`;

  return (
    <div>
      <section style={card}>
        <h2 style={heading}>赛事直播</h2>
        <LinkTabs label="直播分类" tabs={SECTIONS.map((s) => ({ key: s.key, title: s.title, to: href(s.key), active: s.key === section }))} />
      </section>
      <section style={card} aria-label={SECTIONS.find((s) => s.key === section)!.title}>
        <LoadState load={lives} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <>
              <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 20, margin: 0, padding: 0 }}>
                {data.list.map((l) => (
                  <LiveCard key={l.id} live={l} section={section} />
                ))}
              </ul>
              <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={(p) => setParams(new URLSearchParams(href(section, p).split('?')[1]))} />
            </>
          )}
        </LoadState>
      </section>
    </div>
  );
}

export default LiveListPage;
