import {
  MAPS_MSG,
  parseTencentReverseGeocode,
  parseTencentSuggestions,
  reverseGeocodeCacheKey,
  suggestionAddress,
  suggestionCacheKey,
  tencentStatusMessage,
} from './maps';

/** Shaped as Tencent's place/v1/suggestion answers (its document's example, trimmed). */
const SUGGESTIONS = {
  status: 0,
  message: 'query ok',
  count: 3,
  data: [
    {
      id: '2199027865473',
      title: '黄龙体育中心',
      address: '浙江省杭州市西湖区黄龙路1号',
      category: '运动健身:体育场馆',
      type: 0,
      location: { lat: 30.2689051, lng: 120.1376229 },
      adcode: 330106,
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
    },
    { id: 'x', title: '黄龙公交站', address: '', location: { lat: '30.27', lng: '120.14' }, province: '浙江省', city: '杭州市', district: '西湖区' },
    { id: 'line', title: '黄龙洞—B支1路', type: 1, address: '公交线路' },
  ],
};

const REVERSE = {
  status: 0,
  message: 'query ok',
  request_id: 'abc',
  result: {
    location: { lat: 30.2689, lng: 120.1376 },
    address: '浙江省杭州市西湖区黄龙路1号',
    formatted_addresses: { recommend: '西湖区黄龙体育中心(黄龙路)', rough: '西湖区黄龙体育中心' },
    address_component: { nation: '中国', province: '浙江省', city: '杭州市', district: '西湖区', street: '黄龙路', street_number: '黄龙路1号' },
    pois: [
      { id: '2', title: '黄龙体育中心游泳馆', address: '浙江省杭州市西湖区黄龙路', location: { lat: 30.2681, lng: 120.1369 }, _distance: 118.6 },
      { id: '1', title: '黄龙体育中心', address: '浙江省杭州市西湖区黄龙路1号', location: { lat: 30.2689, lng: 120.1376 }, _distance: 0 },
      { id: 'bad', title: '', location: { lat: 30.2, lng: 120.1 } },
    ],
  },
};

describe('parseTencentSuggestions', () => {
  it('keeps the places with a location, numbers from strings, rounded to 6 decimals', () => {
    expect(parseTencentSuggestions(SUGGESTIONS)).toEqual({
      ok: true,
      data: [
        { title: '黄龙体育中心', address: '浙江省杭州市西湖区黄龙路1号', province: '浙江省', city: '杭州市', district: '西湖区', lat: 30.268905, lng: 120.137623 },
        { title: '黄龙公交站', address: '', province: '浙江省', city: '杭州市', district: '西湖区', lat: 30.27, lng: 120.14 },
      ],
    });
  });

  it('answers 347 (查询无结果) and a missing data array with an empty list', () => {
    expect(parseTencentSuggestions({ status: 347, message: '查询无结果' })).toEqual({ ok: true, data: [] });
    expect(parseTencentSuggestions({ status: 0, message: 'query ok' })).toEqual({ ok: true, data: [] });
  });

  it('words the key and quota statuses itself and passes a Chinese message of any other status on', () => {
    expect(parseTencentSuggestions({ status: 121, message: '此key每日调用量已达到上限' })).toEqual({ ok: false, message: MAPS_MSG.quota });
    expect(parseTencentSuggestions({ status: 120, message: 'too many requests' })).toEqual({ ok: false, message: MAPS_MSG.quota });
    expect(parseTencentSuggestions({ status: 110, message: '请求来源未被授权' })).toEqual({ ok: false, message: MAPS_MSG.key });
    expect(parseTencentSuggestions({ status: 311, message: 'key格式错误' })).toEqual({ ok: false, message: MAPS_MSG.key });
    expect(parseTencentSuggestions({ status: 310, message: '请求参数信息有误' })).toEqual({ ok: false, message: '地图服务返回错误：请求参数信息有误' });
    expect(parseTencentSuggestions({ status: 500, message: 'internal error' })).toEqual({ ok: false, message: '地图服务返回错误（状态码 500）' });
  });

  it('refuses what is not a Tencent answer', () => {
    for (const body of [null, 'ok', [], { message: 'no status' }, { status: 'x' }, { status: 0, data: 'nope' }]) {
      expect(parseTencentSuggestions(body)).toEqual({ ok: false, message: MAPS_MSG.badAnswer });
    }
  });
});

describe('parseTencentReverseGeocode', () => {
  it('answers the address, the recommended wording and the places around, nearest first', () => {
    expect(parseTencentReverseGeocode(REVERSE)).toEqual({
      ok: true,
      data: {
        address: '浙江省杭州市西湖区黄龙路1号',
        formatted_address: '西湖区黄龙体育中心(黄龙路)',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        pois: [
          { title: '黄龙体育中心', address: '浙江省杭州市西湖区黄龙路1号', lat: 30.2689, lng: 120.1376, distance: 0 },
          { title: '黄龙体育中心游泳馆', address: '浙江省杭州市西湖区黄龙路', lat: 30.2681, lng: 120.1369, distance: 119 },
        ],
      },
    });
  });

  it('uses the standard address when there is no recommended one, and no places without get_poi', () => {
    const { formatted_addresses: _f, pois: _p, ...result } = REVERSE.result;
    const answer = parseTencentReverseGeocode({ ...REVERSE, result });
    expect(answer.ok && answer.data.formatted_address).toBe('浙江省杭州市西湖区黄龙路1号');
    expect(answer.ok && answer.data.pois).toEqual([]);
  });

  it('says so when there is no address for the location', () => {
    expect(parseTencentReverseGeocode({ status: 347, message: '查询无结果' })).toEqual({ ok: false, message: MAPS_MSG.noAddress });
    expect(parseTencentReverseGeocode({ status: 0, result: { address: '' } })).toEqual({ ok: false, message: MAPS_MSG.noAddress });
    expect(parseTencentReverseGeocode({ status: 0 })).toEqual({ ok: false, message: MAPS_MSG.badAnswer });
    expect(parseTencentReverseGeocode({ status: 121, message: '此key每日调用量已达到上限' })).toEqual({ ok: false, message: MAPS_MSG.quota });
  });
});

describe('helpers', () => {
  it('writes a suggestion into an address once', () => {
    expect(suggestionAddress({ title: '黄龙体育中心', address: '浙江省杭州市西湖区黄龙路1号' })).toBe('浙江省杭州市西湖区黄龙路1号黄龙体育中心');
    expect(suggestionAddress({ title: '黄龙路1号', address: '浙江省杭州市西湖区黄龙路1号' })).toBe('浙江省杭州市西湖区黄龙路1号');
    expect(suggestionAddress({ title: '黄龙体育中心', address: '' })).toBe('黄龙体育中心');
  });

  it('folds spaces and case of a keyword and keeps cities apart', () => {
    expect(suggestionCacheKey('杭州市', ' 黄龙  体育 ')).toBe(suggestionCacheKey('杭州市', '黄龙 体育'));
    expect(suggestionCacheKey('杭州市', 'ABC')).toBe(suggestionCacheKey('杭州市', 'abc'));
    expect(suggestionCacheKey('杭州市', '黄龙')).not.toBe(suggestionCacheKey('宁波市', '黄龙'));
    expect(reverseGeocodeCacheKey(30.2689, 120.1376)).toBe('30.268900,120.137600');
  });

  it('names the status when the message is not Chinese', () => {
    expect(tencentStatusMessage(348, 'param error')).toBe('地图服务返回错误（状态码 348）');
  });
});
