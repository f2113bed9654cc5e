import { SITE_PALETTE } from 'shared';
import { highlightMark } from 'shared/rules';
import { getOfficialHighlights, type OfficialHighlight } from '../api/get-highlights';
import { Empty, Loading } from '../../../ui/load-state';
import { muted, tag } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

const tile = { background: '#fafafa', borderRadius: 8, overflow: 'hidden', border: '1px solid #f0f0f0' } as const;
const media = { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', background: '#262626' } as const;

/** A result or a record as a card: the item, the mark, who set it. */
function MarkCard({ h }: { h: OfficialHighlight }) {
  const holder = h.record && h.source === 'record' ? `${h.record.holder_name}${h.record.affiliation ? ` · ${h.record.affiliation}` : ''}` : h.title;
  return (
    <div style={{ padding: '20px 16px', background: `linear-gradient(135deg, ${SITE_PALETTE.orange}, #d4380d)`, color: '#fff', aspectRatio: '16 / 9', boxSizing: 'border-box', display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 6 }}>
      <span style={{ fontSize: 14, opacity: 0.9 }}>{h.item_name}</span>
      <strong style={{ fontSize: 28 }}>{h.source === 'record' ? h.record!.value : highlightMark(h.value, h.result_status)}</strong>
      <span style={{ fontSize: 14 }}>{holder}</span>
    </div>
  );
}

/** One highlight: a playable video, a photo, or a result / record card, with its caption and record badge. */
function HighlightTile({ h }: { h: OfficialHighlight }) {
  const label = h.source === 'record' ? `最高纪录 ${h.item_name} ${h.record!.holder_name}` : `${h.kind_name} ${h.title}`;
  return (
    <li aria-label={label} style={tile}>
      {h.kind === 'video' ? (
        <video src={h.video_url} poster={h.image || undefined} controls preload="none" style={media} aria-label={`播放：${h.title}`} />
      ) : h.kind === 'photo' ? (
        <img src={h.image} alt={h.title} loading="lazy" style={media} />
      ) : (
        <MarkCard h={h} />
      )}
      <div style={{ padding: '8px 12px' }}>
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' }}>
          <span style={tag(h.source === 'record' ? '#d48806' : '#8c8c8c')}>{h.kind_name}</span>
          {h.record ? <span style={tag('#cf1322')}>{h.record.badge}</span> : null}
          {h.kind !== 'result' && h.source === 'item' ? <strong style={{ fontSize: 14 }}>{h.title}</strong> : null}
        </div>
        {h.caption ? <p style={{ ...muted, margin: '6px 0 0', fontSize: 13 }}>{h.caption}</p> : null}
      </div>
    </li>
  );
}

/** 集锦 of the competition: its ratified 最高纪录 first, then what the organiser composed, in their order. */
export function HighlightsTab({ competitionId }: { competitionId: number }) {
  const [load] = useLoad(() => getOfficialHighlights(competitionId), [competitionId]);
  if (load.state === 'loading') return <Loading />;
  const list = load.state === 'ready' ? load.data.list : [];
  if (list.length === 0) return <Empty />;
  return (
    <ul aria-label="赛事集锦" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
      {list.map((h) => (
        <HighlightTile key={h.source === 'record' ? `record-${h.record!.id}` : `item-${h.id}`} h={h} />
      ))}
    </ul>
  );
}
