import { Result } from 'antd';
import { VideoTable } from 'shared/antd';
import { InstitutionScoped } from '../../../components/institution-scoped';

/** Venue managers and personal users have no video management (the server refuses them too). */
function mayManageVideos(session: { isAdmin: boolean; isPerson: boolean; activeInstitution: { institution_type: number; sports_venues_id?: number } | null }) {
  if (session.isAdmin) return true;
  const active = session.activeInstitution;
  return !!active && active.institution_type !== 4 && !active.sports_venues_id;
}

/**
 * 视频列表 (backVideoList): the videos of the active institution (platform admin: every video) in the shared video
 * table (shared/antd VideoTable: filters, 新增/编辑 with the resumable upload, 预览, 发布/隐藏, 删除).
 */
export function VideoListPage() {
  return <InstitutionScoped may={mayManageVideos} forbidden={<Result status="403" title="当前账号没有视频管理权限" />} list={VideoTable} />;
}

export default VideoListPage;
