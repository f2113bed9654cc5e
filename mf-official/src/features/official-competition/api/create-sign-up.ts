import { http } from 'shared';
import type { SignUpCreated } from './types';

export interface SignUpPerson {
  real_name?: string;
  id_card?: string;
  phone?: string;
  /** 1 男, 2 女 */
  gender?: number;
  /** YYYY-MM-DD */
  birth_date?: string | null;
}

export interface SignUpPayload extends SignUpPerson {
  /** competition id */
  id: number;
  event_item_id: number;
  team_name?: string;
  affiliation?: string;
  extra?: Record<string, string>;
  /** team entries: the members, the first one is the captain */
  members?: SignUpPerson[];
}

/**
 * POST /competition/sign_info — a logged-in personal user signs up (individual) or enters a team as its captain.
 * Silent: the form shows the server's refusal itself.
 */
export function createSignUp(payload: SignUpPayload): Promise<SignUpCreated> {
  return http.post<SignUpCreated>('/competition/sign_info', payload, { silent: true });
}
