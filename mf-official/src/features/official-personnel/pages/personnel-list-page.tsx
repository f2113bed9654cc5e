import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getPersonnelList, type PersonKind } from '../api/personnel';
import { PersonAvatar } from '../components/person-avatar';
import { genderText, PERSON_KIND_TITLES, personDetailsHref } from '../components/person-labels';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { pagedQuery, pageOf, Pager } from '../../../ui/pager';
import { submitOnEnter } from '../../../ui/search';
import { button, card, heading, input, link, muted } from '../../../ui/styles';

const PAGE_SIZE = 12;
const FIELDS = [
  { key: 'keyword', label: '姓名' },
  { key: 'sport', label: '运动项目' },
  { key: 'region', label: '地区' },
] as const;

/**
 * OfficialPersonnel (official/personnel/athlete and /referee): the approved athletes or referees who chose to be
 * public, searchable by name, sport and region (kept in the address with the page), twelve per page.
 */
export function PersonnelListPage({ kind }: { kind: PersonKind }) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const filters = { keyword: params.get('keyword') ?? '', sport: params.get('sport') ?? '', region: params.get('region') ?? '' };
  const [draft, setDraft] = useState(filters);
  const [people] = useLoad(
    () => getPersonnelList({ kind, start: (page - 1) * PAGE_SIZE, count: PAGE_SIZE, ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) }),
    [kind, page, filters.keyword, filters.sport, filters.region],
  );
  const title = PERSON_KIND_TITLES[kind];

  const apply = (next: typeof filters, nextPage = 1) => setParams(pagedQuery(next, nextPage));
  const submit = () => apply(draft);
  const onEnter = submitOnEnter(submit);

  return (
    <div>
      <section style={card}>
        <h2 style={heading}>{title}</h2>
        <div role="search" aria-label={`搜索${title}`} onKeyDown={onEnter} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
          {FIELDS.map((f) => (
            <label key={f.key} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              {f.label}
              <input style={{ ...input, width: 150 }} value={draft[f.key]} maxLength={32} placeholder={`请输入${f.label}`} onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })} />
            </label>
          ))}
          <button type="button" style={button(true)} onClick={submit}>
            搜索
          </button>
          <button
            type="button"
            style={button()}
            onClick={() => {
              const empty = { keyword: '', sport: '', region: '' };
              setDraft(empty);
              apply(empty);
            }}
          >
            重置
          </button>
        </div>
      </section>
      <section style={card}>
        <LoadState load={people} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <>
              <ul aria-label={`${title}列表`} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
                {data.list.map((p) => (
                  <li key={p.id} style={{ display: 'flex', gap: 12, alignItems: 'center', padding: 16, border: '1px solid #f0f0f0', borderRadius: 8 }}>
                    <PersonAvatar name={p.real_name} photo={p.photo} />
                    <div style={{ minWidth: 0 }}>
                      <Link to={personDetailsHref(p.id)} style={{ ...link, fontSize: 17, fontWeight: 600 }}>
                        {p.real_name}
                      </Link>
                      <div style={{ ...muted, fontSize: 13, marginTop: 4 }}>
                        {[genderText(p.gender), p.sport, p.level].filter(Boolean).join(' · ')}
                      </div>
                      <div style={{ ...muted, fontSize: 13, marginTop: 2 }}>{[p.region, p.institution_name].filter(Boolean).join(' · ')}</div>
                    </div>
                  </li>
                ))}
              </ul>
              <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={(next) => apply(filters, next)} />
            </>
          )}
        </LoadState>
      </section>
    </div>
  );
}

export function AthleteListPage() {
  return <PersonnelListPage kind="athlete" />;
}

export function RefereeListPage() {
  return <PersonnelListPage kind="referee" />;
}
