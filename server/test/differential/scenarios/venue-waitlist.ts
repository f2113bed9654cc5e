/**
 * 候补 (routes/venue/waitlist.ts over services/venue-waitlist.ts, docs/venues.md "候补 (waiting list)"): the athlete holds
 * 11:00–12:00 of a track court of 黄龙体育中心体育场 four days ahead; org_gov joins its waiting list (first in line), is
 * refused a second join and the line of a free hour (book it instead), sees the entry in 我的候补, cannot be removed
 * by someone else, leaves it, and cannot leave it twice; a visitor cannot join. The athlete then cancels the hold (the
 * line is empty: nobody is offered it). Venues and courts are found by name and sport: the two sides' ids differ.
 */
import { randomUUID } from 'node:crypto';
import { addChinaDays, chinaDate, dayMinuteInstant } from 'shared/rules';
import type { Result, Scenario, Vars } from '../harness.js';
import { findStadium, findStadiumCourt } from './common.js';

const range = (v: Vars, from: number, to: number) => ({
  venue_id: v.stadium,
  court_id: v.track,
  start: dayMinuteInstant(String(v.day), from * 60).toISOString(),
  end: dayMinuteInstant(String(v.day), to * 60).toISOString(),
});
const entryView = (r: Result) => [r.state, r.state_label, r.position, r.booking_id, r.order_no];
const refusal = (r: Result) => r;

export const venueWaitlistScenarios: Scenario[] = [
  {
    title: '候补：已订时段加入候补（排第1位），重复加入与空闲时段被拒，我的候补，他人不能取消，取消候补',
    vars: () => ({ day: addChinaDays(chinaDate(new Date()), 4) }),
    steps: [
      findStadium(),
      findStadiumCourt('田径', 'track'),
      {
        title: '运动员锁场四天后 11:00–12:00',
        as: 'athlete',
        method: 'POST',
        url: '/api/venue_site/hold',
        body: (v) => ({ venue_id: v.stadium, slots: [{ court_id: v.track, start: range(v, 11, 12).start, end: range(v, 11, 12).end }] }),
        headers: () => ({ 'Idempotency-Key': randomUUID() }),
        capture: (r) => ({ booking: r.bookings[0].id }),
        same: (r) => r.bookings.length,
      },
      { title: '访客不能候补', as: null, method: 'POST', url: '/api/venue_site/waitlist_join', body: (v) => range(v, 11, 12), same: refusal },
      {
        title: 'org_gov 候补该时段：排第1位',
        as: 'org_gov',
        method: 'POST',
        url: '/api/venue_site/waitlist_join',
        body: (v) => range(v, 11, 12),
        capture: (r) => ({ entry: r.id }),
        same: entryView,
      },
      { title: '重复候补被拒', as: 'org_gov', method: 'POST', url: '/api/venue_site/waitlist_join', body: (v) => range(v, 11, 12), same: refusal },
      { title: '空闲时段无需候补', as: 'org_gov', method: 'POST', url: '/api/venue_site/waitlist_join', body: (v) => range(v, 14, 15), same: refusal },
      { title: '半点以外的时段被拒', as: 'org_gov', method: 'POST', url: '/api/venue_site/waitlist_join', body: (v) => ({ ...range(v, 11, 12), start: dayMinuteInstant(String(v.day), 11 * 60 + 10).toISOString() }), same: refusal },
      {
        title: '我的候补',
        as: 'org_gov',
        method: 'GET',
        url: '/api/venue_site/my_waitlist?start=0&count=50',
        same: (r) => r.list.filter((e: { state: string }) => e.state === 'waiting').map(entryView),
        shape: false,
      },
      { title: '他人不能取消该候补', as: 'athlete', method: 'POST', url: '/api/venue_site/waitlist_leave', body: (v) => ({ id: v.entry }), same: refusal },
      { title: '取消候补', as: 'org_gov', method: 'POST', url: '/api/venue_site/waitlist_leave', body: (v) => ({ id: v.entry }), same: entryView },
      { title: '不能重复取消', as: 'org_gov', method: 'POST', url: '/api/venue_site/waitlist_leave', body: (v) => ({ id: v.entry }), same: refusal },
      {
        title: '运动员取消锁场',
        as: 'athlete',
        method: 'POST',
        url: '/api/venue_site/cancel',
        body: (v) => ({ id: v.booking }),
        headers: () => ({ 'Idempotency-Key': randomUUID() }),
        same: (r) => [r.status, r.order_status],
      },
    ],
  },
];
