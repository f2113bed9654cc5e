/**
 * 相册 (albums), their photos and the complaints about them (docs/api.md, "Albums"): the complaint categories and
 * the Chinese refusals, stated once for the server (routes/album) and the mocks.
 */
import { REJECT_REASON_REQUIRED } from './review.ts';

export const PHOTO_REPORT_CATEGORIES = ['色情低俗', '侵犯肖像权或隐私', '侵犯著作权', '广告营销', '与赛事无关', '其他'] as const;
export type PhotoReportCategory = (typeof PHOTO_REPORT_CATEGORIES)[number];

export const ALBUM_MSG = {
  titleRequired: '请填写相册名称',
  coverNotInAlbum: '封面必须是本相册的照片',
  coverHidden: '已驳回或已下架的照片不能设为封面',
  imageMissing: '图片不存在，请重新上传',
  imageTakenDown: '该图片已被下架，不能使用',
  photoReviewed: '照片已被审核，请刷新后重试',
  takeDownReasonRequired: '请填写下架原因',
  restoreOnlyTakenDown: '只有已下架的投诉可以恢复',
  reportHandled: '该投诉已处理，请刷新后重试',
  alreadyHidden: '该图片已下架',
  notHidden: '该图片未下架',
  subjectRequired: '请指定照片或图片',
  reportReasonRequired: '请填写投诉说明',
} as const;

/**
 * What handling a complaint does (the server's handleReport and the mocks): the complaint moves from → to (take_down
 * also closes the photo's other pending complaints), its photo moves (null: stays) and the photo's image is hidden or
 * served again (null: unchanged). The refusals: no reason where one is needed, and a complaint no longer in `from`.
 */
export const REPORT_HANDLING = {
  take_down: { from: 'pending', to: 'taken_down', photo: ['approved', 'taken_down'], hidden: true, reasonMissing: ALBUM_MSG.takeDownReasonRequired, stale: ALBUM_MSG.reportHandled },
  restore: { from: 'taken_down', to: 'restored', photo: ['taken_down', 'approved'], hidden: false, reasonMissing: null, stale: ALBUM_MSG.restoreOnlyTakenDown },
  dismiss: { from: 'pending', to: 'dismissed', photo: null, hidden: null, reasonMissing: REJECT_REASON_REQUIRED, stale: ALBUM_MSG.reportHandled },
} as const;

/** How the photos showing an image move when the image is taken down (hidden) or served again. */
export const imageHidingMove = (hidden: boolean) => (hidden ? (['approved', 'taken_down'] as const) : (['taken_down', 'approved'] as const));
