import type { PageQuery } from 'shared';

/** 赛事状态 (server: competitions.status). */
export type CompetitionStatus = 'draft' | 'pending' | 'approved' | 'rejected' | 'withdrawn';
/** 1 比赛 (match), 2 活动 (activity) — GLOSSARY. */
export type CompetitionType = 1 | 2;

export interface Competition {
  id: number;
  institution_id: number;
  institution_name: string;
  series_id: number | null;
  c_type: CompetitionType;
  name: string;
  sport: string;
  level: string;
  start_at: string;
  end_at: string;
  location: string;
  venue_id: number | null;
  status: CompetitionStatus;
  is_filing: boolean;
  created_at: string;
}

export interface CompetitionListQuery extends Partial<PageQuery> {
  status?: CompetitionStatus;
  c_type?: CompetitionType;
  keyword?: string;
  institution_id?: number;
  /** YYYY-MM-DD */
  date_from?: string;
  /** YYYY-MM-DD */
  date_to?: string;
}

export interface InstitutionOption {
  id: number;
  name: string;
}
