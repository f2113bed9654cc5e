import type { StatusMap } from 'shared';
import type { PhotoStatus } from '../api/albums';

export const PHOTO_STATUS: StatusMap<PhotoStatus> = {
  pending: { text: '待审核', color: 'gold' },
  approved: { text: '已通过', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
  taken_down: { text: '已下架', color: 'default' },
};

/** Base path of the album pages of a competition: /admin/institution/match/:id/:c_type/album. */
export const albumBase = (id: string | undefined, cType: string | undefined) => `/admin/institution/match/${id}/${cType}/album`;
