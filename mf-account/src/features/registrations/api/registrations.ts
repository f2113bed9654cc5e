import { http, type ListResult } from 'shared';
import type { components, paths } from 'shared/api-schema';

type Schemas = components['schemas'];
export type RegistrationListQuery = NonNullable<paths['/api/admin/register/list']['get']['parameters']['query']>;
export type RegistrationExport = NonNullable<paths['/api/admin/register/export']['post']['requestBody']>['content']['application/json'];
export type SettingListQuery = NonNullable<paths['/api/admin/register/settings']['get']['parameters']['query']>;
export type SettingBody = paths['/api/admin/register/setting']['post']['requestBody']['content']['application/json'];
export type ApplyBody = paths['/api/register']['post']['requestBody']['content']['application/json'];
export type IdentityBody = paths['/api/register/identity']['post']['requestBody']['content']['application/json'];
export type Registration = Schemas['Registration'];
export type RegistrationDetail = Schemas['RegistrationDetail'];
export type RegisterSetting = Schemas['RegisterSetting'];
export type RegisterTime = Schemas['RegisterTime'];
export type PersonIdentity = Schemas['PersonIdentity'];
export type RegistrationKind = Registration['kind'];
export type RegistrationStatus = Registration['status'];

/** GET /admin/register/list — 注册名单 (the platform: all; an institution: what was filed with it). */
export function getRegistrationList(query: RegistrationListQuery): Promise<ListResult<Registration>> {
  return http.get('/admin/register/list', { ...query });
}

/** POST /admin/register/export — queues the xlsx of the filtered list (same scope); answers the export task's id. */
export function exportRegistrations(body: RegistrationExport): Promise<{ id: number }> {
  return http.post('/admin/register/export', body);
}

/** GET /admin/register/info — one registration with the ID card, photo and documents (review). */
export function getRegistration(id: number): Promise<RegistrationDetail> {
  return http.get('/admin/register/info', { id });
}

/** POST /admin/register/examine — 通过 or 驳回 (with a reason) of a pending registration. */
export function examineRegistration(id: number, action: 'approve' | 'reject', reason: string): Promise<RegistrationDetail> {
  return http.post('/admin/register/examine', { id, action, reason });
}

/** GET /admin/register/settings — the institution's 注册要求. */
export function getSettingList(query: SettingListQuery): Promise<ListResult<RegisterSetting>> {
  return http.get('/admin/register/settings', { ...query });
}

/** GET /admin/register/setting — one 注册要求 (设置详情). */
export function getSetting(id: number): Promise<RegisterSetting> {
  return http.get('/admin/register/setting', { id });
}

/** POST /admin/register/setting — saves a 注册要求 (with id: changes it). */
export function saveSetting(body: SettingBody): Promise<RegisterSetting> {
  return http.post('/admin/register/setting', body);
}

/** GET /register/settings — the windows open now (a person picks one). */
export function getOpenSettings(kind: RegistrationKind): Promise<ListResult<RegisterSetting>> {
  return http.get('/register/settings', { kind, count: 100 });
}

/** GET /register/setting — one open 注册要求. */
export function getOpenSetting(id: number): Promise<RegisterSetting> {
  return http.get('/register/setting', { id });
}

/** GET /check/register_time — whether the window is open now. */
export function checkRegisterTime(id: number): Promise<RegisterTime> {
  return http.get('/check/register_time', { id });
}

/** GET /register/identity — my 实名认证. */
export function getIdentity(): Promise<PersonIdentity> {
  return http.get('/register/identity');
}

/** POST /register/identity — submits 实名认证. */
export function saveIdentity(body: IdentityBody): Promise<PersonIdentity> {
  return http.post('/register/identity', body);
}

/** GET /register/mine — my registrations of a kind. */
export function getMyRegistrations(kind: RegistrationKind): Promise<{ list: RegistrationDetail[] }> {
  return http.get('/register/mine', { kind });
}

/** GET /register/info — one of my registrations. */
export function getMyRegistration(id: number): Promise<RegistrationDetail> {
  return http.get('/register/info', { id });
}

/** POST /register — files a registration. */
export function register(body: ApplyBody): Promise<RegistrationDetail> {
  return http.post('/register', body);
}

/** GET /country — the provinces (所在地区). */
export function getCountries(): Promise<{ list: { code: string; name: string }[] }> {
  return http.get('/country');
}
