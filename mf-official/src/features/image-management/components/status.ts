import { type StatusMap } from 'shared';
import { DOCUMENT_LABELS, HOME_BLOCK_DEFS } from 'shared/rules';
import type { PhotoStatus, ReportStatus } from '../api/images';

export const PHOTO_STATUS: StatusMap<PhotoStatus> = {
  pending: { text: '待审核', color: 'gold' },
  approved: { text: '已通过', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
  taken_down: { text: '已下架', color: 'default' },
};

export const REPORT_STATUS: StatusMap<ReportStatus> = {
  pending: { text: '待处理', color: 'gold' },
  taken_down: { text: '已下架', color: 'red' },
  dismissed: { text: '已驳回', color: 'default' },
  restored: { text: '已恢复', color: 'green' },
};

/**
 * Upload uses (media.use) in Chinese — a home block's image by the block's name, a licence by its document name;
 * unknown uses show as they are.
 */
export const USE_TEXT: Record<string, string> = {
  '': '未标注',
  photo: '相册照片',
  article: '文章配图',
  headline: HOME_BLOCK_DEFS.headline.title,
  partner: HOME_BLOCK_DEFS.partner.title,
  cover: '封面',
  licence: DOCUMENT_LABELS.licence,
  avatar: '头像',
  live: '直播',
  video: '视频',
};

export const labelOfUse = (use: string) => USE_TEXT[use] ?? use;

export const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
