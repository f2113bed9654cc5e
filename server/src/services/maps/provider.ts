import type { MapReverseGeocode, MapSuggestion } from 'shared/rules';

/**
 * What the platform asks of a maps provider (spec §7 "Maps"): places for a keyword in the home city, and the address
 * of a location. A failure is a MapsProviderError whose message is the Chinese sentence the page shows.
 */
export interface MapsProvider {
  readonly name: 'tencent';
  suggest(keyword: string): Promise<MapSuggestion[]>;
  reverseGeocode(lat: number, lng: number, getPoi: boolean): Promise<MapReverseGeocode>;
}

/** network: no answer; timeout: no answer in time; answer: not the provider's shape; refused: a non-zero status. */
export type MapsFailure = 'network' | 'timeout' | 'answer' | 'refused';

export class MapsProviderError extends Error {
  constructor(
    /** The Chinese sentence for the page. */
    message: string,
    readonly reason: MapsFailure,
    /** What happened, for the server's log (never shown). */
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'MapsProviderError';
  }
}
