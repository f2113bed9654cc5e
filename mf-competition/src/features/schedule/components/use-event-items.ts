import { useEffect, useState } from 'react';
import { getEventItems } from '../api/get-event-items';
import type { EventItem } from '../api/types';

/** The competition's event items (null while loading; [] when none or refused — the refusal is shown by the client). */
export function useEventItems(competitionId: number): EventItem[] | null {
  const [items, setItems] = useState<EventItem[] | null>(null);
  useEffect(() => {
    let live = true;
    setItems(null);
    getEventItems(competitionId)
      .then((r) => live && setItems(r.items))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [competitionId]);
  return items;
}
