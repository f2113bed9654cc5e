/**
 * 场馆数据分析 (GET /admin/venue_analysis, docs/venues.md "Analysis"): one venue's occupancy heat map, peak hours,
 * revenue by day and sport and cancellation rate over China days, for whoever manages the venue (access/venues.ts
 * canManageVenue; the platform admin any venue; anyone else 404). A thin adapter of the rules' `analysisDays` and
 * `venueAnalysisView` (shared/rules venue-analysis.ts) over the repository's rows.
 */
import fp from 'fastify-plugin';
import { analysisDays, analysisSpan, venueAnalysisView, type VenueAnalysisView } from 'shared/rules';
import { canManageVenue } from '../access/venues.js';
import type { Principal } from '../access/principal.js';
import { notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { ruled } from './rule-refusal.js';

export function createVenueAnalysisService(deps: { repos: Pick<Repositories, 'venueAnalysis'> }) {
  const repo = deps.repos.venueAnalysis;
  return {
    /** The analysis of the venue over [from, to] (default the 30 China days ending today). */
    async analyse(principal: Principal, venueId: number, query: { from?: string; to?: string }, now = new Date()): Promise<VenueAnalysisView> {
      const venue = await repo.venue(venueId);
      if (!venue || !canManageVenue(principal, venue)) throw notFound();
      const range = ruled(() => analysisDays(query, now));
      const rows = await repo.rows(venue.id, range, analysisSpan(range));
      return venueAnalysisView({ venue, ...rows }, range);
    },
  };
}

export type VenueAnalysisService = ReturnType<typeof createVenueAnalysisService>;

/** `app.venueAnalysis`: 场馆数据分析. */
export default fp(
  async (app) => {
    app.decorate('venueAnalysis', createVenueAnalysisService({ repos: app.repos }));
  },
  { name: 'venue-analysis-service', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    venueAnalysis: VenueAnalysisService;
  }
}
