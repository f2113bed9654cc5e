/**
 * 场馆信息 and 场馆变更审核 (docs/venues.md "Profile and change requests"): whoever manages a venue (access/venues.ts
 * canManageVenue; anyone else: 404) reads and saves its profile — at once while the venue is not approved, else as its
 * one pending change request; the platform admin (anyone else: 40300) lists, reads and reviews the requests. Each
 * route parses and makes one call of `app.venueProfile` (services/venue-profile.ts).
 */
import type { FastifyRequest } from 'fastify';
import { VENUE_CHANGE_STATUSES, VENUE_PROFILE_LIMITS as L } from 'shared/rules';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

const venueId = { type: 'integer', minimum: 1 } as const;
const line = (maxLength: number, description: string) => ({ type: 'string', maxLength, description }) as const;

export default async function venueProfileRoutes(app: ApiInstance) {
  const profiles = app.venueProfile;
  const actor = (request: FastifyRequest) => ({ principal: request.principal!, ip: request.ip });

  app.get(
    '/admin/venue_profile',
    {
      schema: {
        tags: ['venue'],
        summary: '场馆信息（场馆管理员）：当前信息（已通过审核的场馆为公众看到的版本）、待审核的变更申请及其对比、最近一次审核结果（含驳回原因）',
        querystring: { type: 'object', required: ['venue_id'], properties: { venue_id: venueId } },
        response: okResponse(ref('VenueProfileInfo')),
      },
    },
    async (request) => ok(await profiles.read(request.principal!, request.query.venue_id)),
  );

  app.put(
    '/admin/venue_profile',
    {
      schema: {
        tags: ['venue'],
        summary:
          '保存场馆信息：未通过审核的场馆直接保存；已通过审核的场馆保存为变更申请（只含修改的项目），平台审核通过后生效，公众在此之前看到原来的信息；每个场馆只有一个待审核的申请，再次提交会替代之前的申请；已关闭的场馆不能修改',
        body: {
          type: 'object',
          required: ['venue_id', 'name', 'address', 'city', 'phone', 'sports'],
          properties: {
            venue_id: venueId,
            name: line(L.name * 2, '场馆名称'),
            address: line(L.address * 2, '详细地址'),
            city: line(L.city * 2, '所在城市'),
            district: { ...line(L.district * 2, '所在区县'), default: '' },
            longitude: { type: ['number', 'null'], default: null, description: '经度（GCJ-02，手工填写）；与纬度同时填写或同时不填' },
            latitude: { type: ['number', 'null'], default: null, description: '纬度（GCJ-02，手工填写）' },
            phone: line(L.phone * 2, '联系电话'),
            open_hours: { ...line(L.openHours * 2, '营业时间说明'), default: '' },
            sports: { type: 'array', maxItems: L.sports * 2, items: line(L.sport * 2, '运动项目') },
            intro: { ...line(L.intro * 2, '场馆介绍'), default: '' },
            photos: {
              type: 'array',
              maxItems: L.photos * 2,
              default: [],
              items: {
                type: 'object',
                required: ['url'],
                properties: { url: line(8192, '照片地址（上传后得到；场馆已有的照片原样保留）'), caption: { ...line(L.caption * 2, '照片说明'), default: '' } },
              },
            },
            services: {
              type: 'array',
              maxItems: L.services * 2,
              default: [],
              items: {
                type: 'object',
                required: ['name'],
                properties: { name: line(L.serviceName * 2, '设施或服务，如停车场、淋浴间'), note: { ...line(L.serviceNote * 2, '说明'), default: '' } },
              },
            },
          },
        },
        response: okResponse(ref('VenueProfileInfo')),
      },
    },
    async (request) => {
      const { venue_id, ...b } = request.body;
      const profile = {
        ...b,
        district: b.district ?? '',
        longitude: b.longitude ?? null,
        latitude: b.latitude ?? null,
        open_hours: b.open_hours ?? '',
        intro: b.intro ?? '',
        photos: (b.photos ?? []).map((p) => ({ url: p.url, caption: p.caption ?? '' })),
        services: (b.services ?? []).map((s) => ({ name: s.name, note: s.note ?? '' })),
      };
      return ok(await profiles.save(actor(request), venue_id, profile));
    },
  );

  app.get(
    '/admin/venue_change_list',
    {
      schema: {
        tags: ['venue'],
        summary: '场馆变更审核列表（平台管理员）：默认为待审核、已通过、已驳回的申请，新的在前；可按状态、场馆或机构名称筛选',
        querystring: {
          type: 'object',
          properties: { ...pageQuery, status: { type: 'string', enum: [...VENUE_CHANGE_STATUSES] }, keyword: { type: 'string', maxLength: 50 } },
        },
        response: okResponse(ref('VenueChangeList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await profiles.list(request.principal!, { start: q.start, count: q.count, status: q.status, keyword: q.keyword?.trim() || undefined }));
    },
  );

  app.get(
    '/admin/venue_change_info',
    {
      schema: { tags: ['venue'], summary: '场馆变更申请详情（平台管理员）：变更前后的信息与逐项对比', querystring: idQuery, response: okResponse(ref('VenueChange')) },
    },
    async (request) => ok(await profiles.info(request.principal!, request.query.id)),
  );

  app.post(
    '/admin/venue_change_review',
    {
      schema: {
        tags: ['venue'],
        summary: '审核场馆变更申请（平台管理员）：通过则变更立即生效（公众看到新的信息），驳回须填写原因（场馆可见）；只能审核待审核的申请',
        body: {
          type: 'object',
          required: ['id', 'status'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            status: { type: 'string', enum: ['approved', 'rejected'] },
            reason: { type: 'string', maxLength: L.rejectReason * 2, default: '', description: '驳回原因（驳回时必填）' },
          },
        },
        response: okResponse(ref('VenueChange')),
      },
    },
    async (request) => ok(await profiles.review(actor(request), request.body.id, request.body.status, request.body.reason ?? '')),
  );
}
