import { useListOf } from '../../../components/use-list-of';
import { getEventItems } from '../api/get-event-items';
import type { EventItem } from '../api/types';

const loadItems = async (competitionId: number): Promise<EventItem[]> => (await getEventItems(competitionId)).items;

/** The competition's event items (null while loading; [] when none or refused — the refusal is shown by the client). */
export function useEventItems(competitionId: number): EventItem[] | null {
  return useListOf(competitionId, loadItems);
}
