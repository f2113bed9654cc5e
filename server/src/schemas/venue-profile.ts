/**
 * Named response schemas of a venue's profile (场馆信息) and its change requests (场馆变更审核), docs/venues.md
 * "Profile and change requests". The values are the views of shared/rules venue-profile.ts. Registered through
 * `allSchemas` in components.ts.
 */
import { VENUE_CHANGE_STATUSES, VENUE_PROFILE_FIELDS } from 'shared/rules';
import { arrayOf, arrayOfRef, int, listOf, nullableDateTime, nullableNum, obj, refTo, str } from './json-schema.js';

export const VenuePhotoItem = obj('VenuePhotoItem', '场馆照片', { url: str, caption: { type: 'string', description: '照片说明' } });

export const VenueServiceEntry = obj('VenueServiceEntry', '设施与服务', { name: str, note: { type: 'string', description: '说明（可为空）' } });

export const VenueProfile = obj('VenueProfile', '场馆信息（可编辑的部分）', {
  name: str,
  address: str,
  city: str,
  district: str,
  longitude: { ...nullableNum, description: '经度（GCJ-02）；未填写为 null' },
  latitude: { ...nullableNum, description: '纬度（GCJ-02）；未填写为 null' },
  phone: str,
  open_hours: { type: 'string', description: '营业时间说明' },
  sports: arrayOf(str),
  intro: str,
  photos: arrayOfRef(VenuePhotoItem),
  services: arrayOfRef(VenueServiceEntry),
});

export const VenueProfileDiffRow = obj('VenueProfileDiffRow', '变更前后对比的一行', {
  field: { type: 'string', enum: [...VENUE_PROFILE_FIELDS] },
  label: str,
  before: str,
  after: str,
});

const changeProps = {
  id: int,
  venue_id: int,
  venue_name: str,
  institution_name: str,
  status: { type: 'string', enum: [...VENUE_CHANGE_STATUSES], description: 'pending 待审核，approved 已通过，rejected 已驳回，superseded 已被新申请替代' },
  status_label: str,
  fields: { type: 'string', description: '变更的项目，如「联系电话、营业时间」' },
  reject_reason: str,
  reviewer_name: str,
  created_at: { type: 'string', format: 'date-time' },
  reviewed_at: nullableDateTime,
} as const;

const fullChangeProps = { ...changeProps, before: refTo(VenueProfile), after: refTo(VenueProfile), diff: arrayOfRef(VenueProfileDiffRow) } as const;

export const VenueChange = obj('VenueChange', '场馆变更申请（含变更前后与对比）', fullChangeProps);

/** The same, or null (a venue without such a request). */
export const VenueChangeOrNone = obj('VenueChangeOrNone', '场馆变更申请（含变更前后与对比）；null 为没有', fullChangeProps, true);

export const VenueChangeItem = obj('VenueChangeItem', '场馆变更申请（列表）', { ...changeProps, change_count: int });

export const VenueChangeList = listOf('VenueChangeList', '场馆变更申请列表', VenueChangeItem);

export const VenueProfileInfo = obj('VenueProfileInfo', '场馆信息与变更申请', {
  venue_id: int,
  venue_status: { type: 'string', enum: ['pending', 'approved', 'rejected', 'closed'] },
  edit_mode: { type: 'string', enum: ['direct', 'request'], description: 'direct：未通过审核的场馆，保存即生效；request：已通过审核的场馆，保存为变更申请，平台审核通过后生效' },
  profile: refTo(VenueProfile),
  /** the pending request */
  pending: refTo(VenueChangeOrNone),
  /** the latest reviewed (approved or rejected) request */
  last_review: refTo(VenueChangeOrNone),
});

export const venueProfileSchemas = [VenuePhotoItem, VenueServiceEntry, VenueProfile, VenueProfileDiffRow, VenueChange, VenueChangeOrNone, VenueChangeItem, VenueChangeList, VenueProfileInfo];
