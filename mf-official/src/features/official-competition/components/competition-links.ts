import { HIGHEST_RECORDS_TITLE, MATCH_SWITCH_TITLES } from 'shared/rules';

/**
 * Paths of the public competition pages (spec §2.2). The detail of a competition keeps the section it was opened
 * from (official/match/{switchId}, calendar, series/{id}) so the breadcrumb shows where the visitor came from.
 */
export const MATCH_LIST_PATH = (switchId: string | number) => `/official/match/${switchId}/list`;
export const MATCH_DETAILS_PATH = (detailsId: number) => `/match/${detailsId}`;
export const SWITCH_DETAILS_PATH = (switchId: string | number, detailsId: number) => `/official/match/${switchId}/details/${detailsId}`;
export const CALENDAR_PATH = '/calendar';
export const CALENDAR_DETAILS_PATH = (detailsId: number) => `/calendar/details/${detailsId}`;
export const SERIES_PATH = (id: number) => `/series/${id}`;
export const SERIES_DETAILS_PATH = (id: number, detailsId: number) => `/series/${id}/details/${detailsId}`;

/** Known switchIds of OfficialMatch (spec §2.7, titles of navigation's MATCH_SWITCH_TITLES); any other value is 最高纪录. */
export const SWITCH_SECTIONS = [
  { switchId: '1', title: MATCH_SWITCH_TITLES[1] },
  { switchId: '2', title: MATCH_SWITCH_TITLES[2] },
  { switchId: '3', title: MATCH_SWITCH_TITLES[3] },
  { switchId: '4', title: HIGHEST_RECORDS_TITLE },
] as const;

/** switchId from a pathname /official/match/{switchId}/… (null elsewhere). */
export function switchIdOf(pathname: string): string | null {
  const m = /^\/official\/match\/([^/]+)/.exec(pathname);
  return m ? decodeURIComponent(m[1]) : null;
}
