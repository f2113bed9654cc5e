import { http } from 'msw';
import { mockDb } from '../db';
import { ok } from '../envelope';

export const officialHandlers = [
  http.get('/api/official/home', () => ok(mockDb.home)),
  http.get('/api/ping', () => ok({ ok: true })),
];
