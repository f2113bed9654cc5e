import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getIndustryList } from '../api/industry';
import { industryDetailsHref, industryKindTitle, industryListHref, INDUSTRY_KINDS, kindFromQuery } from '../components/institution-kinds';
import { InstitutionLogo } from '../components/institution-logo';
import { LinkTabs } from '../../../ui/link-tabs';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { pagedQuery, pageOf, Pager } from '../../../ui/pager';
import { submitOnEnter } from '../../../ui/search';
import { button, card, heading, input, link, muted } from '../../../ui/styles';

const PAGE_SIZE = 10;

/**
 * OfficialIndustry list (official/industry/list?kind=1..6): the approved institutions of one kind with logo, name,
 * region and a short introduction; search by name and region; ten per page. Without a valid kind: 政府/事业单位.
 */
export function IndustryListPage() {
  const [params, setParams] = useSearchParams();
  const kind = kindFromQuery(params) ?? 1;
  const page = pageOf(params);
  const keyword = params.get('keyword') ?? '';
  const region = params.get('region') ?? '';
  const [draft, setDraft] = useState({ keyword, region });
  useEffect(() => setDraft({ keyword, region }), [kind, keyword, region]);
  const [list] = useLoad(
    () => getIndustryList({ kind, start: (page - 1) * PAGE_SIZE, count: PAGE_SIZE, ...(keyword ? { keyword } : {}), ...(region ? { region } : {}) }),
    [kind, page, keyword, region],
  );

  const apply = (next: { keyword: string; region: string }, nextPage = 1) => setParams(pagedQuery({ kind, ...next }, nextPage));
  const submit = () => apply(draft);
  const onEnter = submitOnEnter(submit);

  return (
    <div>
      <section style={card}>
        <h2 style={heading}>{industryKindTitle(kind)}</h2>
        <LinkTabs
          label="机构类型"
          tabs={INDUSTRY_KINDS.map((k) => ({ key: k.key, title: k.title, to: industryListHref(k.kind), active: k.kind === kind }))}
          style={{ marginBottom: 16 }}
        />
        <div role="search" aria-label="搜索机构" onKeyDown={onEnter} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
          <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            机构名称
            <input style={{ ...input, width: 180 }} value={draft.keyword} maxLength={32} placeholder="请输入机构名称" onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} />
          </label>
          <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
            地区
            <input style={{ ...input, width: 150 }} value={draft.region} maxLength={32} placeholder="请输入地区" onChange={(e) => setDraft({ ...draft, region: e.target.value })} />
          </label>
          <button type="button" style={button(true)} onClick={submit}>
            搜索
          </button>
        </div>
      </section>
      <section style={card}>
        <LoadState load={list} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <>
              <ul aria-label="机构列表" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.list.map((i) => (
                  <li key={i.id} style={{ display: 'flex', gap: 16, padding: '16px 0', borderBottom: '1px solid #f0f0f0' }}>
                    <InstitutionLogo name={i.name} logo={i.logo} />
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Link to={industryDetailsHref(i.id, kind)} style={{ ...link, fontSize: 17, fontWeight: 600 }}>
                        {i.name}
                      </Link>
                      {i.region ? <div style={{ ...muted, fontSize: 13, marginTop: 4 }}>地区：{i.region}</div> : null}
                      {i.intro ? <p style={{ margin: '8px 0 0', color: '#595959', lineHeight: 1.6 }}>{i.intro}</p> : null}
                    </div>
                  </li>
                ))}
              </ul>
              <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={(next) => apply({ keyword, region }, next)} />
            </>
          )}
        </LoadState>
      </section>
    </div>
  );
}

export default IndustryListPage;
