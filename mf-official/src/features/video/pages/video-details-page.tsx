import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDate } from 'shared';
import { documentTitle } from 'shared/rules';
import { getPublicVideo } from '../api/videos';
import { VideoCard, videoGrid } from '../components/video-card';
import { Empty, LoadState } from '../../../ui/load-state';
import { card, heading, linkButton, muted } from '../../../ui/styles';
import { useLoad } from '../../../ui/use-load';

/**
 * 视频详情 (/video/details/:id): the HTML5 player with the cover as poster, title, source, description, and related
 * videos of the same category. The document title becomes the video's title once loaded.
 */
export function VideoDetailsPage() {
  const id = Number(useParams().id) || 0;
  const [load] = useLoad(() => (id > 0 ? getPublicVideo(id) : Promise.reject(new Error('no id'))), [id]);

  useEffect(() => {
    if (load.state === 'ready') document.title = documentTitle(load.data.title);
  }, [load]);

  return (
    <div>
      <section style={card}>
        <LoadState load={load}>
          {(video) => (
            <article aria-label={video.title}>
              <video
                key={video.id}
                src={video.video_url}
                poster={video.cover || undefined}
                controls
                playsInline
                preload="metadata"
                aria-label={`播放：${video.title}`}
                style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 6, display: 'block' }}
              >
                您的浏览器不支持视频播放
              </video>
              <h1 style={{ fontSize: 22, margin: '16px 0 8px' }}>{video.title}</h1>
              <p style={{ ...muted, margin: 0, fontSize: 13, display: 'flex', gap: '4px 16px', flexWrap: 'wrap' }}>
                <span>分类：{video.category_name}</span>
                <span>来源：{video.institution_name}</span>
                {video.competition_id ? (
                  <span>
                    赛事：<Link to={`/match/${video.competition_id}`}>{video.competition_name}</Link>
                  </span>
                ) : null}
                <span>播放 {video.views} 次</span>
                <span>{formatDate(video.published_at)}</span>
              </p>
              {video.description ? <p style={{ lineHeight: 1.8, color: '#434343', whiteSpace: 'pre-wrap' }}>{video.description}</p> : null}
            </article>
          )}
        </LoadState>
        <p style={{ marginTop: 24, textAlign: 'center' }}>
          <Link to="/video" style={linkButton()}>
            返回列表
          </Link>
        </p>
      </section>
      {load.state === 'ready' ? (
        <section style={card} aria-label="相关视频">
          <h2 style={heading}>相关视频</h2>
          {load.data.related.length ? (
            <ul style={videoGrid(180)}>
              {load.data.related.map((v) => (
                <li key={v.id}>
                  <VideoCard video={v} compact />
                </li>
              ))}
            </ul>
          ) : (
            <Empty />
          )}
        </section>
      ) : null}
    </div>
  );
}

export default VideoDetailsPage;
