import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { SITE_PALETTE } from 'shared';
import { documentTitle } from 'shared/rules';
import { LoadState } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';
import { feedbackPath, MY_FEEDBACK_PATH } from '../api/feedback';
import { getVenue, type PhoneVenueDetail } from '../api/phone';
import { BookingPanel } from '../components/booking-panel';
import { PhoneSection } from '../components/phone-section';
import { VenuePhotos } from '../components/venue-photos';
import { TOUCH_LINK } from '../components/touch-styles';

const COURT_STATUS: Record<string, string> = { open: '开放', maintenance: '维护中', closed: '已关闭' };
const muted = { color: '#8c8c8c' } as const;

/** Amap (高德) marker page of the coordinates (GCJ-02, as the venue stores them). */
export const mapLink = (v: Pick<PhoneVenueDetail, 'longitude' | 'latitude' | 'name'>) =>
  `https://uri.amap.com/marker?position=${v.longitude},${v.latitude}&name=${encodeURIComponent(v.name)}&coordinate=gaode&callnative=0`;

function VenueView({ venue }: { venue: PhoneVenueDetail }) {
  // the photos with their captions (场馆信息); a venue without photos shows its cover
  const photos = venue.photo_items.length > 0 ? venue.photo_items : venue.photos.length > 0 ? venue.photos.map((url) => ({ url, caption: '' })) : venue.cover ? [{ url: venue.cover, caption: '' }] : [];
  const hasCoordinates = venue.longitude !== null && venue.latitude !== null;
  return (
    <article>
      <VenuePhotos venueName={venue.name} photos={photos} />
      <section style={{ background: '#fff', padding: '12px 16px' }}>
        <h1 style={{ margin: '0 0 4px', fontSize: 20 }}>{venue.name}</h1>
        <p style={{ ...muted, margin: 0, fontSize: 12 }}>{venue.institution_name}</p>
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 12px', margin: '12px 0 0' }}>
          <dt style={muted}>地址</dt>
          <dd style={{ margin: 0 }}>{venue.address}</dd>
          <dt style={muted}>开放时间</dt>
          <dd style={{ margin: 0 }}>{venue.open_hours || '暂无数据'}</dd>
          <dt style={muted}>运动项目</dt>
          <dd style={{ margin: 0 }}>{venue.sports.join('、') || '暂无数据'}</dd>
          <dt style={muted}>联系电话</dt>
          <dd style={{ margin: 0 }}>{venue.phone ? <a href={`tel:${venue.phone}`} style={{ color: SITE_PALETTE.orange }}>{venue.phone}</a> : '暂无数据'}</dd>
          <dt style={muted}>位置坐标</dt>
          <dd style={{ margin: 0 }}>
            {hasCoordinates ? (
              <>
                经度 {venue.longitude}，纬度 {venue.latitude}{' '}
                <a href={mapLink(venue)} target="_blank" rel="noopener noreferrer" style={{ color: SITE_PALETTE.orange }}>
                  在地图中查看
                </a>
              </>
            ) : (
              '暂无数据'
            )}
          </dd>
        </dl>
      </section>
      <PhoneSection title="场馆介绍" id="venue-intro">
        {venue.intro.trim() ? <p style={{ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>{venue.intro}</p> : <p style={{ ...muted, textAlign: 'center', margin: 0 }}>暂无数据</p>}
      </PhoneSection>
      <PhoneSection title="设施与服务" id="venue-services">
        {venue.services.length === 0 ? (
          <p style={{ ...muted, textAlign: 'center', margin: 0 }}>暂无数据</p>
        ) : (
          <ul aria-label="设施与服务" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {venue.services.map((s, i) => (
              <li key={`${s.name}-${i}`} style={{ background: '#fff7e6', border: '1px solid #ffd591', borderRadius: 6, padding: '4px 10px' }}>
                {s.name}
                {s.note && <span style={{ ...muted, fontSize: 12 }}>（{s.note}）</span>}
              </li>
            ))}
          </ul>
        )}
      </PhoneSection>
      <PhoneSection title="场地" id="venue-courts">
        {venue.courts.length === 0 ? (
          <p style={{ ...muted, textAlign: 'center' }}>暂无数据</p>
        ) : (
          <ul aria-label="场地" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {venue.courts.map((c) => (
              <li key={c.id} style={{ display: 'flex', justifyContent: 'space-between', padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
                <span>
                  {c.name}
                  <span style={{ ...muted, fontSize: 12 }}>
                    {' '}
                    {c.sport} · {c.indoor ? '室内' : '室外'}
                  </span>
                </span>
                <span style={{ color: c.status === 'open' ? '#52c41a' : '#8c8c8c' }}>{COURT_STATUS[c.status] ?? c.status}</span>
              </li>
            ))}
          </ul>
        )}
      </PhoneSection>
      <BookingPanel venueId={venue.id} />
      <PhoneSection title="意见反馈" id="venue-feedback">
        <p style={{ ...muted, margin: '0 0 8px', fontSize: 13 }}>对场馆的设施、服务有意见或建议？告诉我们，场馆和平台会回复您。</p>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Link to={feedbackPath(venue.id)} style={TOUCH_LINK}>
            提交意见反馈
          </Link>
          <Link to={MY_FEEDBACK_PATH} style={TOUCH_LINK}>
            我的反馈
          </Link>
        </div>
      </PhoneSection>
    </article>
  );
}

/** /cgDetail?id= (场馆详情, spec §2.1): an approved venue (photos with captions, 场馆介绍, 设施与服务) with its booking (date strip, slot grid, 找空场, 去支付) and 意见反馈; unknown or unapproved venues show 暂无数据. */
export function VenueDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const [load] = useLoad(() => (valid ? getVenue(id) : Promise.reject(new Error('no id'))), [id]);
  useEffect(() => {
    if (load.state === 'ready') document.title = documentTitle(load.data.name);
  }, [load]);
  return (
    <main style={{ background: '#fff', minHeight: '60vh' }}>
      <LoadState load={load}>{(venue) => <VenueView venue={venue} />}</LoadState>
    </main>
  );
}

export default VenueDetailPage;
