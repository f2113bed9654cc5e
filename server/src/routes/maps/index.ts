/**
 * Maps (docs/venues.md "Maps"): whether the maps service is configured, 地址联想 in the home city and 根据坐标获取地址,
 * for back-office users (the platform admin and institution managers — 场馆信息's address; anyone else signed in:
 * 40300). Each route makes one call of `app.maps` (services/maps), read at request time. Rate-limited per IP: every
 * call may spend the provider's daily quota.
 */
import type { FastifyRequest } from 'fastify';
import { CHINA_BOUNDS, MAPS_KEYWORD_MAX } from 'shared/rules';
import { managesAnyInstitution } from '../../access/institutions.js';
import { forbidden } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

/** Calls per IP and minute: a typing user asks about twice a second at most (the page waits 300 ms between keys). */
export const MAPS_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

function backOffice(request: FastifyRequest) {
  const principal = request.principal!;
  if (!principal.isPlatformAdmin && !managesAnyInstitution(principal)) throw forbidden();
}

export default async function mapsRoutes(app: ApiInstance) {
  const config = { rateLimit: MAPS_RATE_LIMIT };

  app.get(
    '/maps/status',
    {
      config,
      schema: { tags: ['maps'], summary: '地图服务是否可用（未配置时页面手工填写地址和经纬度）及地址联想的城市', response: okResponse(ref('MapsStatus')) },
    },
    async (request) => {
      backOffice(request);
      return ok(app.maps.status());
    },
  );

  app.get(
    '/maps/suggestion',
    {
      config,
      schema: {
        tags: ['maps'],
        summary: '地址联想：在本地城市（MAPS_HOME_CITY）内按关键词搜索地点；未配置地图服务或地图服务出错时答复中文原因',
        querystring: {
          type: 'object',
          required: ['keyword'],
          properties: { keyword: { type: 'string', maxLength: MAPS_KEYWORD_MAX, description: '关键词，如 黄龙体育中心' } },
        },
        response: okResponse(ref('MapSuggestionList')),
      },
    },
    async (request) => {
      backOffice(request);
      return ok(await app.maps.suggest(request.query.keyword));
    },
  );

  app.get(
    '/maps/reverse_geocode',
    {
      config,
      schema: {
        tags: ['maps'],
        summary: '根据坐标获取地址（逆地址解析，GCJ-02 坐标）及附近的地点；未配置地图服务或地图服务出错时答复中文原因',
        querystring: {
          type: 'object',
          required: ['lat', 'lng'],
          properties: {
            lat: { type: 'number', minimum: CHINA_BOUNDS.minLatitude, maximum: CHINA_BOUNDS.maxLatitude, description: '纬度（GCJ-02）' },
            lng: { type: 'number', minimum: CHINA_BOUNDS.minLongitude, maximum: CHINA_BOUNDS.maxLongitude, description: '经度（GCJ-02）' },
            get_poi: { type: 'integer', enum: [0, 1], default: 1, description: '1：同时返回附近的地点' },
          },
        },
        response: okResponse(ref('MapReverseGeocode')),
      },
    },
    async (request) => {
      backOffice(request);
      const { lat, lng, get_poi } = request.query;
      return ok(await app.maps.reverseGeocode(lat, lng, get_poi === 1));
    },
  );
}
