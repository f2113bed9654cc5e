import { Link, useParams } from 'react-router-dom';
import { formatDate } from 'shared';
import { getIndustryInfo, type OfficialInstitutionDetail } from '../api/industry';
import { industryKindTitle, industryListHref } from '../components/institution-kinds';
import { InstitutionLogo } from '../components/institution-logo';
import { FactList } from '../../../ui/fact-list';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { card, heading, link, linkButton, muted } from '../../../ui/styles';

/** Only http(s) addresses become links (the server stores what the institution typed). */
const safeWebsite = (url: string) => (/^https?:\/\//i.test(url) ? url : '');

function Profile({ i }: { i: OfficialInstitutionDetail }) {
  const website = safeWebsite(i.website);
  const contact = [i.contact_name, i.contact_phone].filter(Boolean).join(' ');
  const rows: [string, React.ReactNode][] = [
    ['机构类型', industryKindTitle(i.institution_type)],
    ['地区', i.region || '—'],
    ['地址', i.address || '—'],
    [
      '网站',
      website ? (
        <a href={website} target="_blank" rel="noopener noreferrer" style={link}>
          {website}
        </a>
      ) : (
        '—'
      ),
    ],
    ['联系方式', contact || '未公开'],
  ];
  return (
    <FactList rows={rows} breakAll />
  );
}

/**
 * OfficialIndustry details (official/industry/details/:id): logo, name, kind, region, introduction, address and
 * website, the contact only when the institution published it, its published competitions and — for venue
 * operators — its approved venues. An unapproved institution answers 404: the page says 暂无数据.
 */
export function IndustryDetailsPage() {
  const id = Number(useParams().id);
  const [info] = useLoad(() => (Number.isInteger(id) && id > 0 ? getIndustryInfo(id) : Promise.reject(new Error('bad id'))), [id]);
  return (
    <LoadState load={info}>
      {(i) => (
        <div>
          <section style={card} aria-label="机构资料">
            <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <InstitutionLogo name={i.name} logo={i.logo} size={112} />
              <div style={{ flex: '1 1 280px' }}>
                <h2 style={heading}>{i.name}</h2>
                <Profile i={i} />
              </div>
            </div>
            {i.intro ? (
              <div style={{ marginTop: 16 }}>
                <h3 style={{ fontSize: 16, margin: '0 0 8px' }}>机构简介</h3>
                <p style={{ margin: 0, lineHeight: 1.8, color: '#595959', whiteSpace: 'pre-wrap' }}>{i.intro}</p>
              </div>
            ) : null}
          </section>
          <section style={card}>
            <h3 style={heading}>发布的赛事</h3>
            {i.competitions.length === 0 ? (
              <p style={{ ...muted, textAlign: 'center' }}>暂无数据</p>
            ) : (
              <ul aria-label="发布的赛事" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {i.competitions.map((c) => (
                  <li key={c.id} style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0', display: 'flex', gap: 16, flexWrap: 'wrap', justifyContent: 'space-between' }}>
                    <Link to={`/match/${c.id}`} style={{ ...link, fontWeight: 600 }}>
                      {c.name}
                    </Link>
                    <span style={muted}>
                      {[c.sport, c.location || c.venue_name, `${formatDate(c.start_at)} 至 ${formatDate(c.end_at)}`].filter(Boolean).join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {i.institution_type === 4 ? (
            <section style={card}>
              <h3 style={heading}>运营场馆</h3>
              {i.venues.length === 0 ? (
                <p style={{ ...muted, textAlign: 'center' }}>暂无数据</p>
              ) : (
                <ul aria-label="运营场馆" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 16 }}>
                  {i.venues.map((v) => (
                    <li key={v.id} style={{ border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}>
                      {v.cover ? <img src={v.cover} alt="" style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }} /> : null}
                      <div style={{ padding: 12 }}>
                        <strong>{v.name}</strong>
                        <div style={{ ...muted, fontSize: 13, marginTop: 4 }}>{[v.city, v.district, v.address].filter(Boolean).join(' ')}</div>
                        {v.sports.length ? <div style={{ fontSize: 13, marginTop: 4 }}>项目：{v.sports.join('、')}</div> : null}
                        {v.open_hours ? <div style={{ fontSize: 13, marginTop: 4 }}>开放时间：{v.open_hours}</div> : null}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}
          <p style={{ marginTop: 16 }}>
            <Link to={industryListHref(i.institution_type)} style={linkButton()}>
              返回列表
            </Link>
          </p>
        </div>
      )}
    </LoadState>
  );
}

export default IndustryDetailsPage;
