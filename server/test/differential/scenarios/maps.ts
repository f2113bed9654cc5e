/**
 * Maps (docs/venues.md "Maps") with the default provider `none` on both sides: the status says not configured, and
 * 地址联想 and 根据坐标获取地址 answer the same Chinese refusal; bad input, a personal user and a visitor.
 * (The server suite `maps` runs the Tencent provider against a local fake.)
 *
 * Operations: GET /api/maps/status, GET /api/maps/suggestion, GET /api/maps/reverse_geocode.
 */
import type { Scenario } from '../harness.js';

export const mapsScenarios: Scenario[] = [
  {
    title: '地图服务未配置：状态、地址联想与根据坐标获取地址',
    steps: [
      { title: '场馆管理员读状态', as: 'venue_mgr', method: 'GET', url: '/api/maps/status' },
      { title: '平台管理员读状态', as: 'admin', method: 'GET', url: '/api/maps/status' },
      { title: '个人用户读状态', as: 'athlete', method: 'GET', url: '/api/maps/status' },
      { title: '访客读状态', as: null, method: 'GET', url: '/api/maps/status' },
      { title: '地址联想', as: 'venue_mgr', method: 'GET', url: `/api/maps/suggestion?keyword=${encodeURIComponent('黄龙体育中心')}` },
      { title: '没有关键词', as: 'venue_mgr', method: 'GET', url: '/api/maps/suggestion' },
      { title: '关键词过长', as: 'venue_mgr', method: 'GET', url: `/api/maps/suggestion?keyword=${encodeURIComponent('黄'.repeat(41))}` },
      { title: '个人用户地址联想', as: 'athlete', method: 'GET', url: `/api/maps/suggestion?keyword=${encodeURIComponent('黄龙')}` },
      { title: '根据坐标获取地址', as: 'venue_mgr', method: 'GET', url: '/api/maps/reverse_geocode?lat=30.2689&lng=120.1376' },
      { title: '纬度超出范围', as: 'venue_mgr', method: 'GET', url: '/api/maps/reverse_geocode?lat=60&lng=120.1376' },
      { title: '缺经度', as: 'venue_mgr', method: 'GET', url: '/api/maps/reverse_geocode?lat=30.2689' },
    ],
  },
];
