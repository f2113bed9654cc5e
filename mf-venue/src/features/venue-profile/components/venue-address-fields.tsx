import { useState } from 'react';
import { Alert, App, AutoComplete, Button, Col, Form, Input, InputNumber, Row } from 'antd';
import { reverseGeocode, useAddressSuggestions, useMapsStatus, type MapSuggestionItem } from 'shared';
import { MAPS_MSG, VENUE_PROFILE_LIMITS as L, suggestionAddress } from 'shared/rules';

const max = (n: number) => ({ max: n, message: `最多${n}个字` });

/**
 * 详细地址 with its coordinates, inside 场馆信息's base form (docs/venues.md "Maps"). With a maps service the address
 * suggests places of the home city as the manager types — choosing one fills the address and the coordinates (and the
 * district when it is empty) — and 根据坐标获取地址 fills the address from the coordinates; without one (the default)
 * both stay plain inputs with a hint to type them.
 */
export function VenueAddressFields() {
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  const maps = useMapsStatus();
  const available = maps?.available === true;
  const { suggestions, search } = useAddressSuggestions(available);
  const [locating, setLocating] = useState(false);
  const longitude = Form.useWatch<number | null | undefined>('longitude', form);
  const latitude = Form.useWatch<number | null | undefined>('latitude', form);
  const located = typeof longitude === 'number' && typeof latitude === 'number';

  const choose = (s: MapSuggestionItem) => {
    form.setFieldsValue({ address: suggestionAddress(s), longitude: s.lng, latitude: s.lat, ...(form.getFieldValue('district') ? {} : { district: s.district }) });
  };

  const fillFromCoordinates = async () => {
    if (!located) return;
    setLocating(true);
    try {
      const found = await reverseGeocode(latitude, longitude);
      form.setFieldsValue({ address: found.address, ...(form.getFieldValue('district') ? {} : { district: found.district }) });
      message.success(`已根据坐标填写地址：${found.address}`);
    } catch {
      // the shared client showed why
    } finally {
      setLocating(false);
    }
  };

  return (
    <>
      {maps && !available ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={MAPS_MSG.notConfigured} /> : null}
      <Form.Item
        name="address"
        label="详细地址"
        rules={[{ required: true, whitespace: true, message: '请填写详细地址' }, max(L.address)]}
        extra={available ? `输入关键词可联想${maps.home_city}的地点，选择后自动填写地址和经纬度` : undefined}
      >
        {available ? (
          <AutoComplete
            options={suggestions.map((s, i) => ({
              key: `${i}-${s.title}`,
              value: suggestionAddress(s),
              suggestion: s,
              label: (
                <div>
                  <div>{s.title}</div>
                  <div style={{ fontSize: 12, opacity: 0.65 }}>{s.address || `${s.city}${s.district}`}</div>
                </div>
              ),
            }))}
            onSearch={search}
            onSelect={(_value: string, option: { suggestion: MapSuggestionItem }) => choose(option.suggestion)}
            placeholder="输入场馆名称或地址关键词"
          />
        ) : (
          <Input />
        )}
      </Form.Item>
      <Row gutter={16} align="bottom">
        <Col span={available ? 9 : 12}>
          <Form.Item name="longitude" label="经度" extra={available ? 'GCJ-02 坐标（高德、腾讯地图的坐标）' : 'GCJ-02 坐标（高德、腾讯地图的坐标），手工填写'}>
            <InputNumber style={{ width: '100%' }} min={73} max={136} step={0.0001} precision={6} placeholder="如 120.137600" />
          </Form.Item>
        </Col>
        <Col span={available ? 9 : 12}>
          <Form.Item name="latitude" label="纬度" extra={available ? ' ' : undefined}>
            <InputNumber style={{ width: '100%' }} min={3} max={54} step={0.0001} precision={6} placeholder="如 30.268900" />
          </Form.Item>
        </Col>
        {available ? (
          <Col span={6}>
            <Form.Item extra=" ">
              <Button onClick={fillFromCoordinates} loading={locating} disabled={!located}>
                根据坐标获取地址
              </Button>
            </Form.Item>
          </Col>
        ) : null}
      </Row>
    </>
  );
}
