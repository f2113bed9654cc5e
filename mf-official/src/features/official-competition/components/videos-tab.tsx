import { getPublicVideos, VideoCard, videoGrid } from '../../video';
import { Empty, Loading } from '../../../ui/load-state';
import { useLoad } from '../../../ui/use-load';

/** The competition's published videos (its organiser's 视频 page), newest first, each opening the player page. */
export function VideosTab({ competitionId }: { competitionId: number }) {
  const [load] = useLoad(() => getPublicVideos({ competition_id: competitionId, count: 100 }), [competitionId]);
  if (load.state === 'loading') return <Loading />;
  const videos = load.state === 'ready' ? load.data.list : [];
  if (videos.length === 0) return <Empty />;
  return (
    <ul aria-label="赛事视频" style={videoGrid(220)}>
      {videos.map((v) => (
        <li key={v.id}>
          <VideoCard video={v} />
        </li>
      ))}
    </ul>
  );
}
