/** The properties a venue's answers start with (场馆 in the lists, 场馆审核详情), in their order: who, where, which sports. */
import { int, str } from './json-schema.js';

export const venueHeadProps = {
  id: int,
  institution_id: int,
  institution_name: str,
  name: str,
  address: str,
  city: str,
  district: str,
  sports: { type: 'array', items: str },
} as const;
