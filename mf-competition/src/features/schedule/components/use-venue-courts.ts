import { useEffect, useState } from 'react';
import { useManagedCompetition } from '../../competition/components/match-management-layout';
import { getVenueCourts } from '../api/get-venue-courts';
import type { VenueDetail } from '../api/types';

/** Courts of the managed competition's venue ([] when it has none or the caller may not read the venue). */
export function useVenueCourts(): VenueDetail['courts'] {
  const { detail } = useManagedCompetition();
  const [courts, setCourts] = useState<VenueDetail['courts']>([]);
  useEffect(() => {
    if (!detail.venue_id) return;
    let live = true;
    getVenueCourts(detail.venue_id)
      .then((list) => live && setCourts(list.filter((c) => c.status !== 'closed')))
      .catch(() => live && setCourts([]));
    return () => {
      live = false;
    };
  }, [detail.venue_id]);
  return courts;
}
