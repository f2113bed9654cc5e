import { useEffect, useState } from 'react';
import { useManagedCompetition } from '../../competition';
import { getVenueCourts } from '../api/get-venue-courts';
import type { ScheduleCourtList } from '../api/types';

/** Courts of the managed competition's venue (举办场馆), open or in maintenance; [] when it has none. */
export function useVenueCourts(): ScheduleCourtList['list'] {
  const { detail } = useManagedCompetition();
  const [courts, setCourts] = useState<ScheduleCourtList['list']>([]);
  useEffect(() => {
    if (!detail.venue_id) return;
    let live = true;
    getVenueCourts(detail.id)
      .then((list) => live && setCourts(list.filter((c) => c.status !== 'closed')))
      .catch(() => live && setCourts([]));
    return () => {
      live = false;
    };
  }, [detail.id, detail.venue_id]);
  return courts;
}
