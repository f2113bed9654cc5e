import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDateTime, SITE_PALETTE } from 'shared';
import { documentTitle } from 'shared/rules';
import { getPublicLive, type PublicLiveDetail } from '../api/live-public';
import { formatCountdown, useCountdown } from '../components/countdown';
import { HlsPlayer } from '../components/hls-player';
import { PreRollAd } from '../components/pre-roll-ad';
import { LoadState } from '../../../ui/load-state';
import { card, heading, linkButton, muted, tag } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

const STATUS_COLOR: Record<string, string> = { 直播中: '#f5222d', 未开始: '#1677ff', 已结束: '#8c8c8c' };

const screen = { aspectRatio: '16 / 9', background: '#141414', borderRadius: 8, color: '#fff', display: 'flex', flexDirection: 'column' as const, alignItems: 'center', justifyContent: 'center', gap: 12, textAlign: 'center' as const, padding: 16 };

/** 未开始: the start time and a countdown; when it reaches zero the page asks again (the organiser may have started). */
function NotStarted({ live, onDue }: { live: PublicLiveDetail; onDue: () => void }) {
  const left = useCountdown(Date.parse(live.scheduled_start));
  useEffect(() => {
    if (left === 0) onDue();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left === 0]);
  return (
    <div style={screen} role="region" aria-label="直播未开始">
      <p style={{ margin: 0, fontSize: 16 }}>直播未开始</p>
      <p style={{ margin: 0 }}>开始时间 {formatDateTime(live.scheduled_start)}</p>
      {left > 0 ? (
        <p role="timer" style={{ margin: 0, fontSize: 28, fontWeight: 600, color: SITE_PALETTE.orangeLight }}>
          距离开始 {formatCountdown(left)}
        </p>
      ) : (
        <p style={{ margin: 0, color: SITE_PALETTE.orangeLight }}>即将开始，请稍候</p>
      )}
    </div>
  );
}

/** What plays: the stream while live, the replay once ended; the pre-roll ad first when there is one. */
function Stage({ live, onDue }: { live: PublicLiveDetail; onDue: () => void }) {
  const [adStartedAt] = useState(() => Date.now());
  const [adDone, setAdDone] = useState(false);
  if (live.status === '未开始') return <NotStarted live={live} onDue={onDue} />;
  const src = live.status === '直播中' ? live.play_url : live.replay_url;
  if (!src) {
    return (
      <div style={screen} role="region" aria-label="直播已结束">
        <p style={{ margin: 0, fontSize: 16 }}>直播已结束</p>
        <p style={{ margin: 0, color: '#bfbfbf' }}>暂无回放</p>
      </div>
    );
  }
  if (live.ad && !adDone) return <PreRollAd ad={live.ad} startedAt={adStartedAt} onDone={() => setAdDone(true)} />;
  return <HlsPlayer src={src} title={live.status === '直播中' ? `直播：${live.title}` : `回放：${live.title}`} />;
}

/**
 * 直播详情 (/live/details/:id): the player (hls.js loaded only here; native HLS on Safari), the pre-roll ad with a
 * countdown and 跳过 after it, 未开始 with a countdown to the start, 已结束 with the replay if there is one.
 */
export function LiveDetailsPage() {
  const id = Number(useParams().id) || 0;
  const [version, setVersion] = useState(0);
  const [live] = useLoad(() => (id > 0 ? getPublicLive(id) : Promise.reject(new Error('bad id'))), [id, version]);
  useEffect(() => {
    if (live.state === 'ready') document.title = documentTitle(live.data.title);
  }, [live]);

  return (
    <div>
      <section style={card}>
        <LoadState load={live}>
          {(l) => (
            <>
              <h2 style={{ ...heading, display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                <span>{l.title}</span>
                <span style={tag(STATUS_COLOR[l.status] ?? '#8c8c8c')}>{l.status === '已结束' && l.replay_url ? '回放' : l.status}</span>
              </h2>
              <Stage key={`${l.id}-${l.status}`} live={l} onDue={() => setVersion((v) => v + 1)} />
              <div style={{ marginTop: 16, display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <span style={muted}>{l.institution_name}</span>
                <span style={muted}>
                  {formatDateTime(l.scheduled_start)} ~ {formatDateTime(l.scheduled_end)}
                </span>
                {l.competition_id ? (
                  <Link to={`/official/match/2/details/${l.competition_id}`} style={{ color: SITE_PALETTE.orangeDark }}>
                    赛事：{l.competition_name}
                  </Link>
                ) : null}
              </div>
              {l.description ? <p style={{ marginBottom: 0, whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>{l.description}</p> : null}
            </>
          )}
        </LoadState>
        <p style={{ margin: '16px 0 0' }}>
          <Link to="/live" style={linkButton()}>
            返回直播列表
          </Link>
        </p>
      </section>
    </div>
  );
}

export default LiveDetailsPage;
