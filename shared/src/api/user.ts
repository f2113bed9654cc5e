import { http } from '../http/default-client';
import type { HttpClient } from '../http/client';
import type { ChangePasswordPayload, EmptyResult, UpdateUserInfoPayload, UserInfoResult, UserUpdatedResult } from './types';

/** GET /user/info. */
export function getUserInfo(client: HttpClient = http): Promise<UserInfoResult> {
  return client.get('/user/info');
}

/** POST /user/info — nickname and/or avatar. */
export function updateUserInfo(payload: UpdateUserInfoPayload, client: HttpClient = http): Promise<UserUpdatedResult> {
  return client.post('/user/info', payload);
}

/** POST /user/password — the user's other sessions end. */
export function changePassword(payload: ChangePasswordPayload, client: HttpClient = http): Promise<EmptyResult> {
  return client.post('/user/password', payload);
}
