import { http } from 'shared';
import type { PermissionCode } from './types';

/** POST /competition/code/regenerate — a new management permission code (the old one stops working). */
export function regeneratePermissionCode(id: number): Promise<PermissionCode> {
  return http.post('/competition/code/regenerate', { id });
}
