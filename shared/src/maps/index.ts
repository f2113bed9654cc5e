/**
 * Maps on the page (docs/venues.md "Maps"): whether the server has a maps provider, 地址联想 with a short pause between
 * keys, and 根据坐标获取地址 — for every form with an address (场馆信息; 入驻申请 could use the same). The page keeps
 * plain inputs when `useMapsStatus()` answers `available: false` (the `none` provider).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { components } from '../api/generated/schema';
import { http } from '../http/default-client';
import { MAPS_KEYWORD_MAX } from '../rules/maps';

type Schemas = components['schemas'];
export type MapsStatus = Schemas['MapsStatus'];
export type MapSuggestionItem = Schemas['MapSuggestionItem'];
export type MapReverseGeocodeResult = Schemas['MapReverseGeocode'];

/** GET /maps/status — asked quietly: a caller who may not use maps simply gets the plain inputs. */
export function getMapsStatus(): Promise<MapsStatus> {
  return http.get('/maps/status', undefined, { silent: true });
}

/** GET /maps/suggestion — places for a keyword in the home city; a refusal's message is shown by the client. */
export function getMapSuggestions(keyword: string): Promise<Schemas['MapSuggestionList']> {
  return http.get('/maps/suggestion', { keyword });
}

/** GET /maps/reverse_geocode — the address of a location and the places around it. */
export function reverseGeocode(lat: number, lng: number): Promise<MapReverseGeocodeResult> {
  return http.get('/maps/reverse_geocode', { lat, lng, get_poi: 1 });
}

const UNAVAILABLE: MapsStatus = { available: false, provider: 'none', home_city: '' };

/** The server's maps status: null while asking, unavailable when the question fails. */
export function useMapsStatus(): MapsStatus | null {
  const [status, setStatus] = useState<MapsStatus | null>(null);
  useEffect(() => {
    let alive = true;
    getMapsStatus()
      .then((s) => alive && setStatus(s))
      .catch(() => alive && setStatus(UNAVAILABLE));
    return () => {
      alive = false;
    };
  }, []);
  return status;
}

/** Milliseconds between the last key and the search. */
export const SUGGESTION_PAUSE_MS = 300;

/**
 * Suggestions for what the user types: `search(text)` asks once typing pauses; an answer to an older text is dropped.
 * `suggestions` is empty for a blank text or after a failure (the client showed why).
 */
export function useAddressSuggestions(enabled: boolean) {
  const [suggestions, setSuggestions] = useState<MapSuggestionItem[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(0);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      latest.current += 1;
    },
    [],
  );

  const search = useCallback(
    (text: string) => {
      if (timer.current) clearTimeout(timer.current);
      const asked = ++latest.current;
      const keyword = text.trim().slice(0, MAPS_KEYWORD_MAX);
      if (!enabled || !keyword) {
        setSuggestions([]);
        setSearching(false);
        return;
      }
      timer.current = setTimeout(() => {
        setSearching(true);
        getMapSuggestions(keyword)
          .then(({ list }) => asked === latest.current && setSuggestions(list))
          .catch(() => asked === latest.current && setSuggestions([]))
          .finally(() => asked === latest.current && setSearching(false));
      }, SUGGESTION_PAUSE_MS);
    },
    [enabled],
  );

  return { suggestions, searching, search };
}
