import type { ContractSample as Sample } from '../contract-sample';

/**
 * Contract samples of 场馆信息 and 场馆变更审核 (handlers/venue-profile.ts), spread into contract.test.ts. Venue 1 is the
 * approved stadium venue_mgr is bound to; venue 4 (黄龙羽毛球馆（新馆）) is pending; request 1 (venue 3, 黄龙网球中心) is
 * pending in the demo data. Each sample starts from a fresh mock database.
 */
const PROFILE = {
  name: '黄龙体育中心体育场',
  address: '杭州市西湖区黄龙路1号',
  city: '杭州市',
  district: '西湖区',
  longitude: 120.1376,
  latitude: 30.2689,
  phone: '0571-87960001',
  open_hours: '06:00-22:00',
  sports: ['足球', '田径'],
  intro: '国际标准田径场',
  photos: [{ url: '/api/media/img-00000000000000000000000000000001.png', caption: '主看台' }],
  services: [{ name: '停车场', note: '免费2小时' }],
};

export const venueProfileContractSamples: Sample[] = [
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_profile?venue_id=1' },
  { as: 'admin', method: 'GET', url: '/api/admin/venue_profile?venue_id=3' },
  { as: 'org_gov', method: 'GET', url: '/api/admin/venue_profile?venue_id=1', errno: 404 },
  { as: 'venue_mgr', method: 'PUT', url: '/api/admin/venue_profile', body: { venue_id: 1, ...PROFILE } },
  { as: 'admin', method: 'PUT', url: '/api/admin/venue_profile', body: { venue_id: 4, ...PROFILE, name: '黄龙羽毛球馆（新馆）' } },
  { as: 'venue_mgr', method: 'PUT', url: '/api/admin/venue_profile', body: { venue_id: 1, ...PROFILE, sports: [] }, errno: 42200 },
  { as: 'admin', method: 'GET', url: '/api/admin/venue_change_list?status=pending' },
  { as: 'venue_mgr', method: 'GET', url: '/api/admin/venue_change_list', errno: 40300 },
  { as: 'admin', method: 'GET', url: '/api/admin/venue_change_info?id=1' },
  { as: 'admin', method: 'GET', url: '/api/admin/venue_change_info?id=99', errno: 404 },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_change_review', body: { id: 1, status: 'approved' } },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_change_review', body: { id: 2, status: 'rejected', reason: '名称与营业执照不符' } },
  { as: 'admin', method: 'POST', url: '/api/admin/venue_change_review', body: { id: 2, status: 'rejected', reason: '' }, errno: 42200 },
];
