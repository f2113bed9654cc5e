/**
 * 相册 (albums), their photos and the complaints about them (docs/api.md, "Albums"): the complaint categories and
 * the Chinese refusals, stated once for the server (routes/album) and the mocks.
 */
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
