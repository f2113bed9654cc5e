import { http } from 'shared';
import type { components } from 'shared/api-schema';

export type SportProjects = components['schemas']['SportProjects'];

/** GET /institution/project — the sports a competition can have (public; the sport filter's options). */
export function getSportProjects(): Promise<SportProjects> {
  return http.get('/institution/project', undefined, { silent: true });
}
