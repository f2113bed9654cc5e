/** 预订管理 and 预订记录 (docs/venues.md, "Routes", "Front desk"): one endpoint call per function, typed by the OpenAPI document. */
import { http, type Json, type Query, type Result } from 'shared';

export type VenueBoard = Result<'/admin/venue_board', 'get'>;
export type BoardCourt = VenueBoard['courts'][number];
export type BoardSlot = BoardCourt['slots'][number];
export type DeskBooking = Result<'/admin/venue_walk_in', 'post'>;
export type RecurringPreview = Result<'/admin/venue_recurring_preview', 'post'>;
export type BookingRecord = Result<'/admin/venue_booking_records', 'get'>['list'][number];
export type BookingRecordQuery = Query<'/admin/venue_booking_records', 'get'>;
export type RecordExportPayload = Json<'/admin/venue_booking_records/export', 'post'>;
type Key = { headers: { 'Idempotency-Key': string } };
const keyed = (key: string): Key => ({ headers: { 'Idempotency-Key': key } });


/** GET /admin/venue_board — the day's board: every half hour of each court, with who took it. */
export const getVenueBoard = (venueId: number, day: string) => http.get('/admin/venue_board', { venue_id: venueId, day });

/** POST /admin/venue_walk_in — a walk-in booked at the desk (Idempotency-Key). */
export const bookWalkIn = (payload: Json<'/admin/venue_walk_in', 'post'>, key: string) => http.post('/admin/venue_walk_in', payload, keyed(key));

/** POST /admin/venue_block — staff keep slots free. */
export const blockSlots = (payload: Json<'/admin/venue_block', 'post'>) => http.post('/admin/venue_block', payload);

/** POST /admin/venue_unblock — frees a block. */
export const unblockSlot = (venueId: number, id: number) => http.post('/admin/venue_unblock', { venue_id: venueId, id });

/** POST /admin/venue_check_in — 核销 by the booking's code. */
export const checkInByCode = (venueId: number, code: string) => http.post('/admin/venue_check_in', { venue_id: venueId, code });

/** POST /admin/venue_booking_cancel — the venue cancels a booking with its reason (Idempotency-Key). */
export const cancelBookingByVenue = (id: number, reason: string, key: string) => http.post('/admin/venue_booking_cancel', { id, reason }, keyed(key));

/** POST /admin/venue_recurring_preview — the dates of a series, free or colliding (nothing is taken). */
export const previewRecurring = (payload: Json<'/admin/venue_recurring_preview', 'post'>) => http.post('/admin/venue_recurring_preview', payload);

/** POST /admin/venue_recurring_book — books the chosen dates of the series in one step (Idempotency-Key). */
export const bookRecurring = (payload: Json<'/admin/venue_recurring_book', 'post'>, key: string) => http.post('/admin/venue_recurring_book', payload, keyed(key));

/** GET /admin/venue_booking_records — 预订记录 with its filters. */
export const getBookingRecords = (query: BookingRecordQuery) => http.get('/admin/venue_booking_records', query);

/** POST /admin/venue_booking_records/export — queues the xlsx of 预订记录 (下载任务); answers the task's id. */
export const createRecordExport = (payload: RecordExportPayload): Promise<{ id: number }> => http.post('/admin/venue_booking_records/export', payload);
