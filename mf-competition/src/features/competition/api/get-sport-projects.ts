import { http } from 'shared';
import type { SportProjects } from './types';

/** GET /institution/project — the sports a match or activity can be of. */
export function getSportProjects(): Promise<SportProjects> {
  return http.get('/institution/project');
}
