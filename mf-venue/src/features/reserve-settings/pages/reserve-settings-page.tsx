import { useCallback, useEffect, useState } from 'react';
import { App, Card, Tabs } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { getBookingConfig } from '../api/get-booking-config';
import { getCourtList } from '../api/get-court-list';
import type { ManagedVenue } from '../api/get-managed-venues';
import { saveBookingSettings } from '../api/save-booking-settings';
import type { VenueBookingConfig, VenueCourt } from '../api/types';
import { BookingSettingsForm } from '../components/booking-settings-form';
import { CourtsTab } from '../components/courts-tab';
import { HoursTab } from '../components/hours-tab';
import { ManagedVenuePage } from '../components/venue-picker';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; config: VenueBookingConfig; courts: VenueCourt[] };

/**
 * 订场设置 (/admin/reserve/settings, under 预订管理): a venue's courts and prices, its hours, special days and closures,
 * and its booking settings with the refund policy (docs/venues.md "Settings routes").
 */
export function ReserveSettingsPage() {
  return <ManagedVenuePage title="订场设置">{(venue) => <VenueSettings venue={venue} />}</ManagedVenuePage>;
}

function VenueSettings({ venue }: { venue: ManagedVenue }) {
  const { message } = App.useApp();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const reload = useCallback(async () => {
    try {
      const [config, courts] = await Promise.all([getBookingConfig(venue.id), getCourtList(venue.id)]);
      setLoad({ state: 'ready', config, courts: courts.list });
    } catch {
      setLoad((was) => (was.state === 'ready' ? was : { state: 'failed' }));
    }
  }, [venue.id]);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (load.state !== 'ready') return <Card variant="borderless">{load.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT}</Card>;
  const { config, courts } = load;
  return (
    <Card variant="borderless">
      <Tabs
        items={[
          {
            key: 'courts',
            label: '场地与价格',
            children: <CourtsTab venueId={venue.id} sports={venue.sports} courts={courts} specialDays={config.special_days} onChanged={reload} />,
          },
          { key: 'hours', label: '营业时间与休场', children: <HoursTab config={config} courts={courts} onChanged={reload} /> },
          {
            key: 'settings',
            label: '预订设置',
            children: (
              <BookingSettingsForm
                key={JSON.stringify(config.settings)}
                settings={config.settings}
                onSave={async (values) => {
                  await saveBookingSettings({ venue_id: venue.id, ...values });
                  message.success('预订设置已保存');
                  await reload();
                }}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}

export default ReserveSettingsPage;
