/**
 * Named response schemas of the maps routes (docs/venues.md "Maps"): the values of shared/rules maps.ts and
 * services/maps `MapsStatus`. Registered through `allSchemas` in components.ts.
 */
import { arrayOfRef, int, num, obj, str } from './json-schema.js';

export const MapsStatus = obj('MapsStatus', '地图服务是否可用', {
  available: { type: 'boolean', description: 'false：未配置地图服务（MAPS_PROVIDER=none），页面请手工填写地址和经纬度' },
  provider: { type: 'string', enum: ['none', 'tencent'], description: 'none 未配置，tencent 腾讯位置服务' },
  home_city: { type: 'string', description: '地址联想的城市（MAPS_HOME_CITY）' },
});

export const MapSuggestionItem = obj('MapSuggestionItem', '联想到的地点', {
  title: { type: 'string', description: '地点名称' },
  address: { type: 'string', description: '地址' },
  province: str,
  city: str,
  district: str,
  lat: { ...num, description: '纬度（GCJ-02）' },
  lng: { ...num, description: '经度（GCJ-02）' },
});

export const MapSuggestionList = obj('MapSuggestionList', '地址联想结果', {
  home_city: { type: 'string', description: '搜索的城市' },
  list: arrayOfRef(MapSuggestionItem),
});

export const MapPoi = obj('MapPoi', '坐标附近的地点', {
  title: str,
  address: str,
  lat: num,
  lng: num,
  distance: { ...int, description: '与所查坐标的距离（米）' },
});

export const MapReverseGeocode = obj('MapReverseGeocode', '坐标对应的地址', {
  address: { type: 'string', description: '标准地址（省市区街道门牌）' },
  formatted_address: { type: 'string', description: '推荐的地址写法' },
  province: str,
  city: str,
  district: str,
  pois: { ...arrayOfRef(MapPoi), description: '附近的地点，近的在前（get_poi=0 时为空）' },
});

export const mapsSchemas = [MapsStatus, MapSuggestionItem, MapSuggestionList, MapPoi, MapReverseGeocode];
