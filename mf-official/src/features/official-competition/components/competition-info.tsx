import { SITE_PALETTE } from 'shared';
import { chinaMinute } from 'shared/rules';
import type { OfficialCompetitionDetail } from '../api/types';
import { C_TYPE_TEXT } from './competition-list';
import { muted, tag } from '../../../ui/styles';

/** Cover, name and base info of a published competition. */
export function CompetitionInfo({ competition: c }: { competition: OfficialCompetitionDetail }) {
  const rows: [string, string][] = [
    ['运动项目', c.sport],
    ['赛事级别', c.level],
    ['开始时间', chinaMinute(c.start_at) || '-'],
    ['结束时间', chinaMinute(c.end_at) || '-'],
    ['举办地点', [...new Set([c.venue_name, c.location].filter(Boolean))].join(' · ')],
    ['主办单位', c.institution_name],
    ['承办/协办', c.organisers],
    ['所属系列', c.series_name],
    ['联系人', c.contact_name],
    ['联系电话', c.contact_phone],
  ];
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      {c.cover ? <img src={c.cover} alt={c.name} style={{ width: 360, maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 8 }} /> : null}
      <div style={{ flex: '1 1 280px', minWidth: 0 }}>
        <h1 style={{ margin: '0 0 12px', fontSize: 24, display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <span style={tag(c.c_type === 2 ? SITE_PALETTE.orangeDark : '#1677ff')}>{C_TYPE_TEXT[c.c_type]}</span>
          {c.name}
        </h1>
        <dl aria-label="基本信息" style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 }}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={muted}>{label}</dt>
              <dd style={{ margin: 0, wordBreak: 'break-all' }}>{value || '-'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

/** The introduction: rich text the server sanitised with its allow-list before storing it. */
export function Introduction({ html }: { html: string }) {
  if (!html.trim()) return <p style={{ ...muted, textAlign: 'center', padding: '32px 0' }}>暂无赛事详细内容</p>;
  // sanitised on the server (allow-list) before it was stored
  return <div className="competition-introduction" style={{ lineHeight: 1.8, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
