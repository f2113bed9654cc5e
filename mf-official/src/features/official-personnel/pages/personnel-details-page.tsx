import { Link, useParams } from 'react-router-dom';
import { formatDate } from 'shared';
import { getPersonnelInfo, type OfficialPersonDetail } from '../api/personnel';
import { PersonAvatar } from '../components/person-avatar';
import { genderText, PERSON_KIND_TITLES, resultText } from '../components/person-labels';
import { FactList } from '../../../ui/fact-list';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { card, heading, link, muted, scroller, table, td, th } from '../../../ui/styles';

function Facts({ person }: { person: OfficialPersonDetail }) {
  const rows: [string, string][] = [
    ['类别', PERSON_KIND_TITLES[person.kind]],
    ['性别', genderText(person.gender)],
    ['运动项目', person.sport],
    ['等级', person.level],
    ['地区', person.region],
    ['所属机构', person.institution_name],
  ];
  return (
    <FactList rows={rows} />
  );
}

/**
 * OfficialPersonnelDetails (official/personnel/details/:id): the public profile of an athlete or referee — public
 * fields only (the server never sends an ID number, phone or birth date), with the athlete's results in published
 * competitions and the highest records set. A private or unapproved person answers 404: the page says 暂无数据.
 */
export function PersonnelDetailsPage() {
  const id = Number(useParams().id);
  const [person] = useLoad(() => (Number.isInteger(id) && id > 0 ? getPersonnelInfo(id) : Promise.reject(new Error('bad id'))), [id]);
  return (
    <LoadState load={person}>
      {(p) => (
        <div>
          <section style={card} aria-label="人员资料">
            <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <PersonAvatar name={p.real_name} photo={p.photo} size={112} />
              <div style={{ flex: '1 1 260px' }}>
                <h2 style={heading}>{p.real_name}</h2>
                <Facts person={p} />
              </div>
            </div>
          </section>
          {p.kind === 'athlete' ? (
            <>
              <section style={card}>
                <h3 style={heading}>比赛成绩</h3>
                {p.results.length === 0 ? (
                  <p style={{ ...muted, textAlign: 'center' }}>暂无数据</p>
                ) : (
                  <div style={scroller}>
                    <table style={table} aria-label="比赛成绩">
                      <thead>
                        <tr>
                          <th style={th}>赛事</th>
                          <th style={th}>项目</th>
                          <th style={th}>成绩</th>
                          <th style={th}>日期</th>
                        </tr>
                      </thead>
                      <tbody>
                        {p.results.map((r, i) => (
                          <tr key={`${r.competition_id}-${r.item_name}-${i}`}>
                            <td style={td}>
                              <Link to={`/match/${r.competition_id}`} style={link}>
                                {r.competition_name}
                              </Link>
                            </td>
                            <td style={td}>{r.item_name}</td>
                            <td style={td}>{resultText(r)}</td>
                            <td style={td}>{formatDate(r.start_at)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>
              {p.records.length > 0 ? (
                <section style={card}>
                  <h3 style={heading}>最高纪录</h3>
                  <ul aria-label="最高纪录" style={{ margin: 0, paddingLeft: 20, lineHeight: 2 }}>
                    {p.records.map((r, i) => (
                      <li key={`${r.item_name}-${i}`}>
                        {r.sport} {r.item_name}：{r.value}（{r.competition_name}，{formatDate(r.achieved_at)}）{r.current ? '现行纪录' : '已被打破'}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          ) : null}
        </div>
      )}
    </LoadState>
  );
}

export default PersonnelDetailsPage;
