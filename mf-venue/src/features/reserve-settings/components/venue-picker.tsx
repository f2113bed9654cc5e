import { useEffect, useState, type ReactNode } from 'react';
import { Card, Result, Select, Space } from 'antd';
import { observer } from 'mobx-react-lite';
import { LOADING_TEXT, useSession } from 'shared';
import { getManagedVenues, type ManagedVenue } from '../api/get-managed-venues';

/**
 * The venues the caller manages (GET /admin/venue_list; a manager bound to one venue of the institution —
 * `sports_venues_id` of the active institution — has only that one) and the one picked: an approved one first.
 * `venues` is null while loading.
 */
export function useManagedVenues() {
  const session = useSession();
  const boundVenueId = session.isAdmin ? 0 : (session.activeInstitution?.sports_venues_id ?? 0);
  const institutionId = session.isAdmin ? 0 : (session.activeInstitution?.institution_id ?? 0);
  const [venues, setVenues] = useState<ManagedVenue[] | null>(null);
  const [venueId, setVenueId] = useState<number | null>(null);

  useEffect(() => {
    let alive = true;
    setVenues(null);
    getManagedVenues()
      .then(({ list }) => {
        if (!alive) return;
        const mine = list.filter((v) => (!institutionId || v.institution_id === institutionId) && (!boundVenueId || v.id === boundVenueId));
        setVenues(mine);
        setVenueId((mine.find((v) => v.status === 'approved') ?? mine[0])?.id ?? null);
      })
      .catch(() => alive && setVenues([]));
    return () => {
      alive = false;
    };
  }, [boundVenueId, institutionId]);

  return { venues, venue: venues?.find((v) => v.id === venueId), setVenueId };
}

/**
 * The venue a page works on, picked in a select when the caller manages several (useManagedVenues).
 * `children(venue)` renders the page for the picked venue (keyed by it, so a change starts afresh).
 */
export const ManagedVenuePage = observer(function ManagedVenuePage({ title, children }: { title: string; children: (venue: ManagedVenue) => ReactNode }) {
  const { venues, venue, setVenueId } = useManagedVenues();
  if (venues === null) return <Card title={title} variant="borderless">{LOADING_TEXT}</Card>;
  if (!venue) {
    return (
      <Card title={title} variant="borderless">
        <Result status="info" title="当前账号没有可管理的场馆" subTitle="请切换到您管理的场馆机构后再查看。" />
      </Card>
    );
  }
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={`${title}（${venue.name}）`}
        variant="borderless"
        extra={
          venues.length > 1 ? (
            <Select
              aria-label="场馆"
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 260 }}
              value={venue.id}
              onChange={setVenueId}
              options={venues.map((v) => ({ value: v.id, label: v.name }))}
            />
          ) : null
        }
      />
      <div key={venue.id}>{children(venue)}</div>
    </Space>
  );
});
