import { useParams } from 'react-router-dom';
import { VideoTable } from 'shared/antd';

/**
 * 视频 (videoListList, match/:id/:c_type/videoList): the competition's videos in the shared video table — uploaded
 * here (resumable upload, then processing), published to the competition's page on the official site (its 视频 tab).
 */
export default function CompetitionVideoPage() {
  const competitionId = Number(useParams().id);
  return <VideoTable competitionId={competitionId} />;
}
