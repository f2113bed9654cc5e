import { http } from '../http/default-client';
import type { HttpClient } from '../http/client';
import type { ChangePasswordPayload, UpdateUserInfoPayload, UserInfoResult, UserProfile } from './types';

/** GET /user/info. */
export function getUserInfo(client: HttpClient = http): Promise<UserInfoResult> {
  return client.get<UserInfoResult>('/user/info');
}

/** POST /user/info — nickname and/or avatar. */
export function updateUserInfo(payload: UpdateUserInfoPayload, client: HttpClient = http): Promise<{ user: UserProfile }> {
  return client.post<{ user: UserProfile }>('/user/info', payload);
}

/** POST /user/password — the user's other sessions end. */
export function changePassword(payload: ChangePasswordPayload, client: HttpClient = http): Promise<Record<string, never>> {
  return client.post<Record<string, never>>('/user/password', payload);
}
