/**
 * A venue's profile (场馆信息: base, photo, service) and its change requests (场馆变更审核), docs/venues.md "Profile
 * and change requests": the editable fields with their Chinese labels, the checks of a saved profile, the changes
 * between two versions (`venueProfileChanges`, the jsonb a change request stores) and the diff the venue and the
 * platform read (`venueProfileDiff`). Used by services/venue-profile.ts and by the mock adapter
 * (handlers/venue-profile.ts) alike.
 */
import { isSafeUrl } from '../safe-url.ts';

export interface VenuePhoto {
  url: string;
  caption: string;
}

export interface VenueServiceItem {
  name: string;
  note: string;
}

/** What a venue manager edits of a venue. */
export interface VenueProfile {
  name: string;
  address: string;
  city: string;
  district: string;
  /** GCJ-02, typed by hand; null with latitude when not set. */
  longitude: number | null;
  latitude: number | null;
  phone: string;
  /** The opening hours as a sentence (the weekly hours that bookings follow are the booking settings'). */
  open_hours: string;
  sports: string[];
  intro: string;
  photos: VenuePhoto[];
  services: VenueServiceItem[];
}

export type VenueProfileField = keyof VenueProfile;

export const VENUE_PROFILE_FIELDS: readonly VenueProfileField[] = [
  'name',
  'address',
  'city',
  'district',
  'longitude',
  'latitude',
  'phone',
  'open_hours',
  'sports',
  'intro',
  'photos',
  'services',
];

export const VENUE_PROFILE_LABELS: Record<VenueProfileField, string> = {
  name: '场馆名称',
  address: '详细地址',
  city: '所在城市',
  district: '所在区县',
  longitude: '经度',
  latitude: '纬度',
  phone: '联系电话',
  open_hours: '营业时间',
  sports: '运动项目',
  intro: '场馆介绍',
  photos: '场馆照片',
  services: '设施与服务',
};

/** The facilities a venue ticks (any other name may be typed). */
export const VENUE_SERVICE_OPTIONS = ['停车场', '淋浴间', '更衣室', '储物柜', '器材租赁', '饮水', 'WiFi', '休息区', '小卖部', '无障碍设施'] as const;

export const VENUE_PROFILE_LIMITS = {
  name: 64,
  address: 120,
  city: 32,
  district: 32,
  phone: 32,
  openHours: 64,
  sports: 10,
  sport: 16,
  intro: 2000,
  photos: 12,
  photoUrl: 512,
  caption: 40,
  services: 20,
  serviceName: 16,
  serviceNote: 60,
  rejectReason: 200,
} as const;

/** Mainland China's box (GCJ-02 is only defined there). */
export const CHINA_BOUNDS = { minLongitude: 73, maxLongitude: 136, minLatitude: 3, maxLatitude: 54 } as const;

const L = VENUE_PROFILE_LIMITS;

export const VENUE_PROFILE_MSG = {
  nameRequired: '请填写场馆名称',
  nameTooLong: `场馆名称不能超过${L.name}个字`,
  addressRequired: '请填写详细地址',
  addressTooLong: `详细地址不能超过${L.address}个字`,
  cityRequired: '请填写所在城市',
  cityTooLong: `所在城市不能超过${L.city}个字`,
  districtTooLong: `所在区县不能超过${L.district}个字`,
  coordinatesPair: '经度和纬度须同时填写或同时不填',
  longitudeRange: `经度应在${CHINA_BOUNDS.minLongitude}到${CHINA_BOUNDS.maxLongitude}之间（中国境内）`,
  latitudeRange: `纬度应在${CHINA_BOUNDS.minLatitude}到${CHINA_BOUNDS.maxLatitude}之间（中国境内）`,
  phoneRequired: '请填写联系电话',
  phoneInvalid: '联系电话格式不正确（数字、空格、+、-，5至32位）',
  openHoursTooLong: `营业时间不能超过${L.openHours}个字`,
  sportsRequired: '请至少填写一个运动项目',
  sportsTooMany: `运动项目最多${L.sports}个`,
  sportInvalid: `运动项目不能为空，且不超过${L.sport}个字`,
  sportRepeated: (sport: string) => `运动项目「${sport}」重复`,
  introTooLong: `场馆介绍不能超过${L.intro}个字`,
  photosTooMany: `场馆照片最多${L.photos}张`,
  photoInvalid: (n: number) => `第${n}张照片的地址无效，请重新上传`,
  photoRepeated: (n: number) => `第${n}张照片重复`,
  captionTooLong: (n: number) => `第${n}张照片的说明不能超过${L.caption}个字`,
  servicesTooMany: `设施与服务最多${L.services}项`,
  serviceInvalid: (n: number) => `第${n}项设施与服务的名称不能为空，且不超过${L.serviceName}个字`,
  serviceRepeated: (name: string) => `设施与服务「${name}」重复`,
  serviceNoteTooLong: (n: number) => `第${n}项设施与服务的说明不能超过${L.serviceNote}个字`,
  nothingChanged: '没有修改任何内容',
  closed: '场馆已关闭，不能修改场馆信息',
  requestHandled: '该变更申请已处理，请刷新后查看',
  rejectReasonRequired: '请填写驳回原因',
  rejectReasonTooLong: `驳回原因不能超过${L.rejectReason}个字`,
} as const;

const PHONE = /^[0-9+\- ()（）]{5,32}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const coordinate = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A profile as saved: strings trimmed, empty sports, photos and services dropped. */
export function normalizeVenueProfile(p: VenueProfile): VenueProfile {
  return {
    name: text(p.name),
    address: text(p.address),
    city: text(p.city),
    district: text(p.district),
    longitude: coordinate(p.longitude),
    latitude: coordinate(p.latitude),
    phone: text(p.phone),
    open_hours: text(p.open_hours),
    sports: (p.sports ?? []).map(text).filter((s) => s !== ''),
    intro: text(p.intro),
    photos: (p.photos ?? []).map((ph) => ({ url: text(ph.url), caption: text(ph.caption) })).filter((ph) => ph.url !== ''),
    services: (p.services ?? []).map((s) => ({ name: text(s.name), note: text(s.note) })).filter((s) => s.name !== '' || s.note !== ''),
  };
}

const firstRepeated = (values: string[]) => values.find((v, i) => values.indexOf(v) !== i);

/**
 * Why a (normalized) profile cannot be saved, in the form's order; null when it can. A photo the venue already has
 * (`current`'s, e.g. a demo image) is kept as it is; a new one must be an upload's URL.
 */
export function venueProfileProblem(p: VenueProfile, current?: VenueProfile): string | null {
  const kept = new Set((current?.photos ?? []).map((ph) => ph.url));
  const M = VENUE_PROFILE_MSG;
  if (!p.name) return M.nameRequired;
  if ([...p.name].length > L.name) return M.nameTooLong;
  if (!p.address) return M.addressRequired;
  if ([...p.address].length > L.address) return M.addressTooLong;
  if (!p.city) return M.cityRequired;
  if ([...p.city].length > L.city) return M.cityTooLong;
  if ([...p.district].length > L.district) return M.districtTooLong;
  if ((p.longitude === null) !== (p.latitude === null)) return M.coordinatesPair;
  if (p.longitude !== null && (p.longitude < CHINA_BOUNDS.minLongitude || p.longitude > CHINA_BOUNDS.maxLongitude)) return M.longitudeRange;
  if (p.latitude !== null && (p.latitude < CHINA_BOUNDS.minLatitude || p.latitude > CHINA_BOUNDS.maxLatitude)) return M.latitudeRange;
  if (!p.phone) return M.phoneRequired;
  if (!PHONE.test(p.phone)) return M.phoneInvalid;
  if ([...p.open_hours].length > L.openHours) return M.openHoursTooLong;
  if (p.sports.length === 0) return M.sportsRequired;
  if (p.sports.length > L.sports) return M.sportsTooMany;
  if (p.sports.some((s) => [...s].length > L.sport)) return M.sportInvalid;
  const sport = firstRepeated(p.sports);
  if (sport !== undefined) return M.sportRepeated(sport);
  if ([...p.intro].length > L.intro) return M.introTooLong;
  if (p.photos.length > L.photos) return M.photosTooMany;
  for (const [i, ph] of p.photos.entries()) {
    if (!kept.has(ph.url) && (ph.url.length > L.photoUrl || !isSafeUrl(ph.url))) return M.photoInvalid(i + 1);
    if (p.photos.findIndex((o) => o.url === ph.url) !== i) return M.photoRepeated(i + 1);
    if ([...ph.caption].length > L.caption) return M.captionTooLong(i + 1);
  }
  if (p.services.length > L.services) return M.servicesTooMany;
  for (const [i, s] of p.services.entries()) {
    if (!s.name || [...s.name].length > L.serviceName) return M.serviceInvalid(i + 1);
    if ([...s.note].length > L.serviceNote) return M.serviceNoteTooLong(i + 1);
  }
  const service = firstRepeated(p.services.map((s) => s.name));
  if (service !== undefined) return M.serviceRepeated(service);
  return null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `after` that differ from `before` (what a change request stores). */
export function venueProfileChanges(before: VenueProfile, after: VenueProfile): Partial<VenueProfile> {
  const changes: Record<string, unknown> = {};
  for (const field of VENUE_PROFILE_FIELDS) if (!same(before[field], after[field])) changes[field] = after[field];
  return changes as Partial<VenueProfile>;
}

/** The profile with a change request's changes applied; keys that are no profile field are left out. */
export function applyVenueProfileChanges(before: VenueProfile, changes: Record<string, unknown>): VenueProfile {
  const after: Record<string, unknown> = { ...before };
  for (const field of VENUE_PROFILE_FIELDS) if (Object.hasOwn(changes, field)) after[field] = changes[field];
  return after as unknown as VenueProfile;
}

/** One field's value as the diff shows it. */
export function venueProfileValueText(field: VenueProfileField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '（未填写）';
  switch (field) {
    case 'sports':
      return (value as string[]).length === 0 ? '（未填写）' : (value as string[]).join('、');
    case 'photos': {
      const photos = value as VenuePhoto[];
      return photos.length === 0 ? '（无）' : `${photos.length}张：${photos.map((p, i) => p.caption || `照片${i + 1}`).join('、')}`;
    }
    case 'services': {
      const services = value as VenueServiceItem[];
      return services.length === 0 ? '（无）' : services.map((s) => (s.note ? `${s.name}（${s.note}）` : s.name)).join('、');
    }
    default:
      return String(value);
  }
}

export interface VenueProfileDiffRow {
  field: VenueProfileField;
  label: string;
  before: string;
  after: string;
}

/** The fields that differ between two versions, in the form's order, each with its label and both values as text. */
export function venueProfileDiff(before: VenueProfile, after: VenueProfile): VenueProfileDiffRow[] {
  return Object.keys(venueProfileChanges(before, after)).map((key) => {
    const field = key as VenueProfileField;
    return { field, label: VENUE_PROFILE_LABELS[field], before: venueProfileValueText(field, before[field]), after: venueProfileValueText(field, after[field]) };
  });
}

/** How a venue's profile changes: an approved (or closed) venue through a change request, one not yet approved directly. */
export type VenueEditMode = 'direct' | 'request';

/** A venue's status: pending (new, awaiting review), approved, rejected, closed. */
export type VenueStatusValue = 'pending' | 'approved' | 'rejected' | 'closed';

export function venueEditMode(venueStatus: string): VenueEditMode {
  return venueStatus === 'approved' || venueStatus === 'closed' ? 'request' : 'direct';
}

/** pending: awaiting review; approved: applied; rejected: with a reason; superseded: replaced by a newer submit. */
export const VENUE_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'superseded'] as const;
export type VenueChangeStatus = (typeof VENUE_CHANGE_STATUSES)[number];

export const VENUE_CHANGE_STATUS_LABELS: Record<VenueChangeStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  superseded: '已被新申请替代',
};

export const venueChangeStatusLabel = (status: string) => VENUE_CHANGE_STATUS_LABELS[status as VenueChangeStatus] ?? status;

/** Why a review cannot be made: the request is no longer pending, or a rejection has no reason; null when it can. */
export function venueChangeReviewProblem(status: string, decision: 'approved' | 'rejected', reason: string): string | null {
  if (status !== 'pending') return VENUE_PROFILE_MSG.requestHandled;
  if (decision === 'rejected') {
    if (!reason.trim()) return VENUE_PROFILE_MSG.rejectReasonRequired;
    if ([...reason.trim()].length > L.rejectReason) return VENUE_PROFILE_MSG.rejectReasonTooLong;
  }
  return null;
}

/** A change request as read from its row, with the venue's profile it applies to (`base`). */
export interface VenueChangeSource {
  id: number;
  venue_id: number;
  venue_name: string;
  institution_name: string;
  status: VenueChangeStatus;
  changes: Record<string, unknown>;
  reject_reason: string;
  reviewer_name: string;
  created_at: string;
  reviewed_at: string | null;
  /** The profile before the change: the stored one of a reviewed request, the venue's current one of a pending request. */
  base: VenueProfile;
}

/** What the venue and the platform read of a change request: both versions and the diff. */
export function venueChangeView(s: VenueChangeSource) {
  const after = applyVenueProfileChanges(s.base, s.changes);
  const diff = venueProfileDiff(s.base, after);
  return {
    id: s.id,
    venue_id: s.venue_id,
    venue_name: s.venue_name,
    institution_name: s.institution_name,
    status: s.status,
    status_label: venueChangeStatusLabel(s.status),
    fields: diff.map((d) => d.label).join('、'),
    reject_reason: s.reject_reason,
    reviewer_name: s.reviewer_name,
    created_at: s.created_at,
    reviewed_at: s.reviewed_at,
    before: s.base,
    after,
    diff,
  };
}

export type VenueChangeView = ReturnType<typeof venueChangeView>;

/** A venue's profile from its columns (the venues table's, or the mocks' venue): missing ones read as empty. */
export function venueProfileOf(v: {
  name: string;
  address: string;
  city: string;
  district: string;
  longitude?: number | null;
  latitude?: number | null;
  phone: string;
  open_hours: string;
  sports: string[];
  intro?: string;
  photos?: string[];
  photo_captions?: string[];
  services?: unknown;
}): VenueProfile {
  const captions = v.photo_captions ?? [];
  return {
    name: v.name,
    address: v.address,
    city: v.city,
    district: v.district,
    longitude: v.longitude ?? null,
    latitude: v.latitude ?? null,
    phone: v.phone,
    open_hours: v.open_hours,
    sports: v.sports,
    intro: v.intro ?? '',
    photos: (v.photos ?? []).map((url, i) => ({ url, caption: captions[i] ?? '' })),
    services: Array.isArray(v.services) ? (v.services as VenueServiceItem[]) : [],
  };
}

/** The columns a profile is stored in (photos as URLs with their captions beside them). */
export function venueProfileColumns(p: VenueProfile) {
  return {
    name: p.name,
    address: p.address,
    city: p.city,
    district: p.district,
    longitude: p.longitude,
    latitude: p.latitude,
    phone: p.phone,
    open_hours: p.open_hours,
    sports: p.sports,
    intro: p.intro,
    photos: p.photos.map((ph) => ph.url),
    photo_captions: p.photos.map((ph) => ph.caption),
    services: p.services,
  };
}

/**
 * A save's decision once the profile passed venueProfileProblem: refused while the venue is closed or when nothing
 * changed; else the changed fields and how they are taken ('direct': written at once; 'request': a change request).
 */
export function venueProfileSaveDecision(status: string, current: VenueProfile, next: VenueProfile): { refusal: string } | { changes: Partial<VenueProfile>; mode: VenueEditMode } {
  if (status === 'closed') return { refusal: VENUE_PROFILE_MSG.closed };
  const changes = venueProfileChanges(current, next);
  if (Object.keys(changes).length === 0) return { refusal: VENUE_PROFILE_MSG.nothingChanged };
  return { changes, mode: venueEditMode(status) };
}

/** 场馆信息 as answered: the venue's profile, how a save is taken, its pending change request and its latest review. */
export function venueProfileAnswer<S extends string, V>(venue: { id: number; status: S }, profile: VenueProfile, pending: V | null, lastReview: V | null) {
  return { venue_id: venue.id, venue_status: venue.status, edit_mode: venueEditMode(venue.status), profile, pending, last_review: lastReview };
}
