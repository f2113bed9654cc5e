import {
  applyVenueProfileChanges,
  normalizeVenueProfile,
  venueChangeReviewProblem,
  venueChangeView,
  venueEditMode,
  venueProfileChanges,
  venueProfileColumns,
  venueProfileDiff,
  venueProfileOf,
  venueProfileProblem,
  VENUE_PROFILE_MSG as M,
  type VenueProfile,
} from './venue-profile';

const base: VenueProfile = {
  name: '黄龙网球中心',
  address: '杭州市西湖区曙光路99号',
  city: '杭州市',
  district: '西湖区',
  longitude: 120.14,
  latitude: 30.27,
  phone: '0571-87961236',
  open_hours: '07:00-22:00',
  sports: ['网球'],
  intro: '',
  photos: [{ url: '/api/media/img-a.png', caption: '外景' }],
  services: [{ name: '停车场', note: '免费2小时' }],
};

describe('venue profile checks', () => {
  it('takes a complete profile and trims what it saves, dropping empty sports, photos and services', () => {
    expect(venueProfileProblem(base)).toBeNull();
    const messy = normalizeVenueProfile({ ...base, name: '  黄龙网球中心 ', sports: ['网球', ' '], photos: [...base.photos, { url: ' ', caption: 'x' }], services: [...base.services, { name: '', note: '' }] });
    expect(messy).toEqual(base);
  });

  it.each<[Partial<VenueProfile>, string]>([
    [{ name: '' }, M.nameRequired],
    [{ name: '馆'.repeat(65) }, M.nameTooLong],
    [{ address: '' }, M.addressRequired],
    [{ city: '' }, M.cityRequired],
    [{ longitude: null }, M.coordinatesPair],
    [{ longitude: 150 }, M.longitudeRange],
    [{ latitude: 60 }, M.latitudeRange],
    [{ phone: '' }, M.phoneRequired],
    [{ phone: 'abc123' }, M.phoneInvalid],
    [{ sports: [] }, M.sportsRequired],
    [{ sports: ['网球', '网球'] }, M.sportRepeated('网球')],
    [{ intro: '字'.repeat(2001) }, M.introTooLong],
    [{ photos: [{ url: 'javascript:alert(1)', caption: '' }] }, M.photoInvalid(1)],
    [{ photos: [base.photos[0]!, base.photos[0]!] }, M.photoRepeated(2)],
    [{ photos: [{ url: '/a.png', caption: '长'.repeat(41) }] }, M.captionTooLong(1)],
    [{ services: [{ name: '停车场', note: '' }, { name: '停车场', note: '收费' }] }, M.serviceRepeated('停车场')],
    [{ services: [{ name: '', note: '只有说明' }] }, M.serviceInvalid(1)],
  ])('refuses %#', (change, problem) => {
    expect(venueProfileProblem({ ...base, ...change })).toBe(problem);
  });

  it('keeps a photo the venue already has (a demo data: image) but refuses it as a new one', () => {
    const demo = { url: 'data:image/svg+xml;base64,PHN2Zz4=', caption: '' };
    expect(venueProfileProblem({ ...base, photos: [demo] }, { ...base, photos: [demo] })).toBeNull();
    expect(venueProfileProblem({ ...base, photos: [demo] }, base)).toBe(M.photoInvalid(1));
  });

  it('takes no coordinates at all', () => {
    expect(venueProfileProblem({ ...base, longitude: null, latitude: null })).toBeNull();
  });
});

describe('changes and the diff', () => {
  const after: VenueProfile = { ...base, phone: '0571-87961299', sports: ['网球', '匹克球'], services: [] };

  it('stores only the changed fields and applies them back', () => {
    const changes = venueProfileChanges(base, after);
    expect(changes).toEqual({ phone: '0571-87961299', sports: ['网球', '匹克球'], services: [] });
    expect(applyVenueProfileChanges(base, changes)).toEqual(after);
    expect(venueProfileChanges(base, { ...base })).toEqual({});
  });

  it('ignores keys that are no profile field', () => {
    expect(applyVenueProfileChanges(base, { is_admin: true, name: '新名' })).toEqual({ ...base, name: '新名' });
  });

  it('answers rows in the form order with labels and both values as text', () => {
    expect(venueProfileDiff(base, after)).toEqual([
      { field: 'phone', label: '联系电话', before: '0571-87961236', after: '0571-87961299' },
      { field: 'sports', label: '运动项目', before: '网球', after: '网球、匹克球' },
      { field: 'services', label: '设施与服务', before: '停车场（免费2小时）', after: '（无）' },
    ]);
    expect(venueProfileDiff(base, { ...base, photos: [...base.photos, { url: '/b.png', caption: '' }], intro: '简介' })).toEqual([
      { field: 'intro', label: '场馆介绍', before: '（未填写）', after: '简介' },
      { field: 'photos', label: '场馆照片', before: '1张：外景', after: '2张：外景、照片2' },
    ]);
  });

  it('reads the seed’s legacy keys (open_hours, phone, name) as profile fields', () => {
    const view = venueChangeView({
      id: 1,
      venue_id: 3,
      venue_name: base.name,
      institution_name: '黄龙体育中心运营公司',
      status: 'pending',
      changes: { open_hours: '06:30-22:30', phone: '0571-87961299' },
      reject_reason: '',
      reviewer_name: '',
      created_at: '2026-11-01T00:00:00.000Z',
      reviewed_at: null,
      base,
    });
    expect(view.fields).toBe('联系电话、营业时间');
    expect(view.status_label).toBe('待审核');
    expect(view.after.open_hours).toBe('06:30-22:30');
  });
});

describe('edit mode and review', () => {
  it('edits an approved or closed venue through a request, a pending or rejected one directly', () => {
    expect(venueEditMode('approved')).toBe('request');
    expect(venueEditMode('closed')).toBe('request');
    expect(venueEditMode('pending')).toBe('direct');
    expect(venueEditMode('rejected')).toBe('direct');
  });

  it('reviews only a pending request, and a rejection needs a reason', () => {
    expect(venueChangeReviewProblem('pending', 'approved', '')).toBeNull();
    expect(venueChangeReviewProblem('pending', 'rejected', '  ')).toBe(M.rejectReasonRequired);
    expect(venueChangeReviewProblem('pending', 'rejected', '原'.repeat(201))).toBe(M.rejectReasonTooLong);
    expect(venueChangeReviewProblem('approved', 'approved', '')).toBe(M.requestHandled);
    expect(venueChangeReviewProblem('superseded', 'rejected', '晚了')).toBe(M.requestHandled);
  });
});

describe('columns', () => {
  it('stores photos as URLs with captions beside them and reads them back', () => {
    const cols = venueProfileColumns(base);
    expect(cols.photos).toEqual(['/api/media/img-a.png']);
    expect(cols.photo_captions).toEqual(['外景']);
    expect(venueProfileOf(cols)).toEqual(base);
    expect(venueProfileOf({ ...cols, photo_captions: undefined, services: null, intro: undefined })).toEqual({ ...base, intro: '', photos: [{ url: '/api/media/img-a.png', caption: '' }], services: [] });
  });
});
