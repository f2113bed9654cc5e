import { useEffect, useState } from 'react';
import { useListOf } from '../../../components/use-list-of';
import { getEventItems } from '../api/get-event-items';
import type { EventItem } from '../api/types';

/** The competition's event items (null while loading, [] when none or refused — the client shows the refusal). */
export function useEventItems(competitionId: number): EventItem[] | null {
  return useListOf(competitionId, getEventItems);
}

/** The chosen event item, the first of `items` until the user picks another. */
export function useChosenItem(items: EventItem[] | null): [number | undefined, (id: number) => void] {
  const [itemId, setItemId] = useState<number>();
  useEffect(() => {
    if (items?.length && itemId === undefined) setItemId(items[0].id);
  }, [items, itemId]);
  return [itemId, setItemId];
}
