import type { PageQuery } from 'shared';

/** 场馆状态 (server: venues.status). */
export type VenueStatus = 'pending' | 'approved' | 'rejected' | 'closed';
/** 场地状态 (server: courts.status). */
export type CourtStatus = 'open' | 'maintenance' | 'closed';

export interface Venue {
  id: number;
  institution_id: number;
  institution_name: string;
  name: string;
  address: string;
  city: string;
  district: string;
  sports: string[];
  status: VenueStatus;
  cover: string;
  phone: string;
  open_hours: string;
  created_at: string;
  court_count: number;
}

export interface Court {
  id: number;
  name: string;
  sport: string;
  indoor: boolean;
  /** 分/小时 */
  price_per_hour_cents: number;
  status: CourtStatus;
}

export interface VenueInfo extends Omit<Venue, 'court_count'> {
  courts: Court[];
}

export interface VenueListQuery extends Partial<PageQuery> {
  keyword?: string;
  status?: VenueStatus;
}
