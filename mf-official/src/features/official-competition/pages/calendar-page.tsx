import { Link, useSearchParams } from 'react-router-dom';
import { SITE_PALETTE } from 'shared';
import { chinaDate, chinaMonth } from 'shared/rules';
import { getOfficialCompetitionList } from '../api/get-official-competition-list';
import type { OfficialCompetition } from '../api/types';
import { CALENDAR_DETAILS_PATH } from '../components/competition-links';
import { CompetitionList } from '../components/competition-list';
import { Empty, Loading } from '../../../ui/load-state';
import { buildMonthGrid, isMonth, shiftMonth } from '../components/month-grid';
import { SectionNav } from '../components/section-nav';
import { button, card, heading, muted, scroller } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
const PAGE = 100;

/** Every published competition running during the month (the list route pages by at most 100). */
async function loadMonth(month: string): Promise<OfficialCompetition[]> {
  const all: OfficialCompetition[] = [];
  for (;;) {
    const page = await getOfficialCompetitionList({ start: all.length, count: PAGE, month });
    all.push(...page.list);
    if (page.list.length === 0 || all.length >= page.total) return all;
  }
}

const monthTitle = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5))}月`;

/** 赛事日历 (calendar, query `month`=YYYY-MM): month view grid with the competitions on each day, the list below. */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('month');
  const month = isMonth(raw) ? raw : chinaMonth(new Date());
  const today = chinaDate(new Date());
  const [load] = useLoad(() => loadMonth(month), [month]);
  const go = (m: string) => setParams(new URLSearchParams({ month: m }));

  return (
    <div>
      <SectionNav current="calendar" />
      <section aria-label="赛事日历" style={card}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
          <h1 style={{ ...heading, margin: 0 }}>{monthTitle(month)}</h1>
          <span style={{ flex: 1 }} />
          <button type="button" style={button()} onClick={() => go(shiftMonth(month, -1))}>
            上个月
          </button>
          <button type="button" style={button()} onClick={() => go(chinaMonth(new Date()))}>
            本月
          </button>
          <button type="button" style={button()} onClick={() => go(shiftMonth(month, 1))}>
            下个月
          </button>
          <Link to="/calendar/series" style={{ color: SITE_PALETTE.orangeDark }}>
            赛事系列
          </Link>
        </div>
        {load.state === 'loading' ? (
          <Loading />
        ) : (
          <>
            <div style={scroller}>
              <table aria-label={`${monthTitle(month)}月历`} style={{ width: '100%', minWidth: 560, borderCollapse: 'collapse', tableLayout: 'fixed' }}>
                <thead>
                  <tr>
                    {WEEKDAYS.map((w) => (
                      <th key={w} scope="col" style={{ padding: 6, background: '#fafafa', fontWeight: 500 }}>
                        {w}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {buildMonthGrid(month, load.state === 'ready' ? load.data : []).map((week) => (
                    <tr key={week[0].date}>
                      {week.map((d) => (
                        <td
                          key={d.date}
                          aria-label={d.date}
                          style={{
                            verticalAlign: 'top',
                            height: 88,
                            padding: 4,
                            border: '1px solid #f0f0f0',
                            background: d.date === today ? SITE_PALETTE.orangeBackground : '#fff',
                            color: d.inMonth ? SITE_PALETTE.ink : '#bfbfbf',
                          }}
                        >
                          <div style={{ fontSize: 12, fontWeight: d.date === today ? 700 : 400 }}>{d.day}</div>
                          {/* padding days of the neighbouring months stay empty: only this month's competitions are loaded */}
                          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                            {(d.inMonth ? d.items : []).slice(0, 3).map((c) => (
                              <li key={c.id} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontSize: 12 }}>
                                <Link to={CALENDAR_DETAILS_PATH(c.id)} title={c.name} style={{ color: c.c_type === 2 ? SITE_PALETTE.orangeDark : '#1677ff' }}>
                                  {c.name}
                                </Link>
                              </li>
                            ))}
                            {d.inMonth && d.items.length > 3 ? <li style={{ ...muted, fontSize: 12 }}>另有 {d.items.length - 3} 项</li> : null}
                          </ul>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h2 style={{ fontSize: 18, margin: '24px 0 12px' }}>本月赛事</h2>
            {load.state === 'failed' || load.data.length === 0 ? (
              <Empty />
            ) : (
              <CompetitionList label="本月赛事" items={load.data} hrefOf={(c) => CALENDAR_DETAILS_PATH(c.id)} />
            )}
          </>
        )}
      </section>
    </div>
  );
}

export default CalendarPage;
