import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { chinaDate } from 'shared/rules';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { getHome, getLatestArticles, getVenues } from '../api/phone';
import { PhoneHeadlines } from '../components/phone-headlines';
import { ItemLink, PhoneSection } from '../components/phone-section';
import { TOUCH_LINK } from '../components/touch-styles';

const muted = { color: '#8c8c8c', fontSize: 12 } as const;
const list = { listStyle: 'none', padding: 0, margin: 0 } as const;
const row = { padding: '10px 0', borderBottom: '1px solid #f0f0f0' } as const;

const day = (iso: string | null | undefined) => (iso ? chinaDate(iso) : '');

/** A plain list of rows, one a `render`ed item. */
function RowList<T extends { id: number }>({ label, items, render }: { label: string; items: T[]; render: (item: T) => ReactNode }) {
  return (
    <ul style={list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} style={row}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
}

/** /phone (首页, spec §2.1): 头条, 推荐赛事, 最新资讯 and 场馆 for small screens — the public home API and venues. */
export function PhoneHomePage() {
  const [home] = useLoad(getHome, []);
  const [articles] = useLoad(() => getLatestArticles(5), []);
  const [venues] = useLoad(() => getVenues(10), []);
  return (
    <main>
      <LoadState load={home}>
        {(data) => (
          <>
            <PhoneHeadlines items={data.headlines} />
            <PhoneSection title="推荐赛事" id="phone-events">
              {data.recommended_events.length === 0 ? (
                <p style={{ ...muted, textAlign: 'center' }}>暂无数据</p>
              ) : (
                <RowList
                  label="推荐赛事"
                  items={data.recommended_events}
                  render={(e) => (
                    <ItemLink to={e.link}>
                      <div style={{ display: 'flex', gap: 10 }}>
                        {e.image && <img src={e.image} alt="" style={{ width: 96, height: 60, objectFit: 'cover', borderRadius: 4, flex: 'none' }} />}
                        <div style={{ minWidth: 0 }}>
                          <div style={{ fontWeight: 600 }}>{e.title}</div>
                          <div style={muted}>{[day(e.start_at), e.location, e.sport].filter(Boolean).join(' · ')}</div>
                        </div>
                      </div>
                    </ItemLink>
                  )}
                />
              )}
            </PhoneSection>
          </>
        )}
      </LoadState>
      <PhoneSection title="最新资讯" id="phone-articles">
        <LoadState load={articles} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <RowList
              label="最新资讯"
              items={data.list}
              render={(a) => (
                <Link to={`/articleDetails?id=${a.id}`} style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}>
                  <div>{a.title}</div>
                  <div style={muted}>
                    {a.column_name} {day(a.publish_at)}
                  </div>
                </Link>
              )}
            />
          )}
        </LoadState>
      </PhoneSection>
      <PhoneSection title="场馆" id="phone-venues">
        <LoadState load={venues} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <RowList
              label="场馆"
              items={data.list}
              render={(v) => (
                <Link to={`/cgDetail?id=${v.id}`} style={{ color: 'inherit', textDecoration: 'none', display: 'flex', gap: 10 }}>
                  {v.cover && <img src={v.cover} alt="" style={{ width: 96, height: 60, objectFit: 'cover', borderRadius: 4, flex: 'none' }} />}
                  <div style={{ minWidth: 0 }}>
                    <div style={{ fontWeight: 600 }}>{v.name}</div>
                    <div style={muted}>{v.address}</div>
                    <div style={muted}>
                      {v.sports.join('、')}
                      {v.open_hours ? ` · 开放时间 ${v.open_hours}` : ''}
                    </div>
                  </div>
                </Link>
              )}
            />
          )}
        </LoadState>
        <p style={{ margin: '8px 0 0', textAlign: 'center' }}>
          <Link to="/phone/my-bookings" style={TOUCH_LINK}>
            我的预订
          </Link>
        </p>
      </PhoneSection>
    </main>
  );
}

export default PhoneHomePage;
