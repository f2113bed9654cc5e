import { useMemo, useState } from 'react';
import { Alert, Card, DatePicker, Form, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayMinuteInstant, parseClock, slotPrice, type PricingInput } from 'shared/rules';
import type { VenueCourt, VenueSpecialDay } from '../api/types';
import { START_OPTIONS } from './clock-options';

/** What the shared pricing rule reads of a court: its rules, the venue's holidays and 调休 days, its standard price. */
export function pricingOf(court: VenueCourt, specialDays: readonly VenueSpecialDay[]): PricingInput {
  return {
    rules: court.price_rules.map((r) => ({ courtId: court.id, kind: r.band, start: r.start, end: r.end, pricePerHourCents: r.price_cents, memberPricePerHourCents: r.member_price_cents })),
    calendar: { holidays: specialDays.filter((d) => d.holiday === 1).map((d) => d.day), workdays: specialDays.filter((d) => d.workday === 1).map((d) => d.day) },
    standardPricePerHourCents: court.price_per_hour_cents,
  };
}

/** 价格试算: pick a court, a day and a half hour → the price that applies, explained (`周六 18:00–20:00 高峰价 ¥120/小时`). */
export function PriceTrial({ courts, specialDays }: { courts: readonly VenueCourt[]; specialDays: readonly VenueSpecialDay[] }) {
  const [courtId, setCourtId] = useState<number | undefined>(courts[0]?.id);
  const [day, setDay] = useState<Dayjs | null>(null);
  const [clock, setClock] = useState('18:00');
  const [member, setMember] = useState(false);
  const court = courts.find((c) => c.id === courtId);
  const text = useMemo(() => {
    if (!court || !day) return null;
    const price = slotPrice(pricingOf(court, specialDays), court.id, dayMinuteInstant(day.format('YYYY-MM-DD'), parseClock(clock) ?? 0), member);
    return price ? `${court.name}：${price.text}` : `${court.name}：该时段未设置价格，暂不可预订`;
  }, [court, day, clock, member, specialDays]);
  return (
    <Card title="价格试算" size="small">
      <Form layout="inline">
        <Form.Item label="场地">
          <Select aria-label="试算场地" style={{ width: 180 }} value={courtId} onChange={setCourtId} options={courts.map((c) => ({ value: c.id, label: c.name }))} />
        </Form.Item>
        <Form.Item label="日期">
          <DatePicker placeholder="试算日期" value={day} onChange={setDay} />
        </Form.Item>
        <Form.Item label="时段开始">
          <Select aria-label="试算时段" showSearch style={{ width: 110 }} value={clock} onChange={setClock} options={START_OPTIONS} />
        </Form.Item>
        <Form.Item label="会员">
          <Switch aria-label="按会员价" checked={member} onChange={setMember} />
        </Form.Item>
      </Form>
      <Alert style={{ marginTop: 12 }} type={text ? 'success' : 'info'} title={text ?? '选择场地、日期与时段，查看该半小时适用的价格'} />
    </Card>
  );
}
