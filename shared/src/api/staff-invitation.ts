/**
 * 接受邀请 (docs/auth.md "Staff and permissions"): the invitee's public calls, typed by the server's OpenAPI document.
 */
import { http } from '../http/default-client';
import type { HttpClient } from '../http/client';
import type { Json } from '../http/api-types';

export type AcceptInvitationPayload = Json<'/staff_invitation/accept', 'post'>;

/** POST /staff_invitation/send_sms: a new code to a mobile with a live invitation (one per 60 s). */
export function sendInvitationCode(mobile: string, client: HttpClient = http) {
  return client.post('/staff_invitation/send_sms', { mobile });
}

/** POST /staff_invitation/accept: the code is the consent; a new account sets its password (an existing one may). */
export function acceptInvitation(payload: AcceptInvitationPayload, client: HttpClient = http) {
  return client.post('/staff_invitation/accept', payload);
}
