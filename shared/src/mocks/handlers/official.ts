import { http } from 'msw';
import { ok } from '../envelope';

export const officialHandlers = [
  http.get('/api/ping', () => ok({ ok: true })),
];
