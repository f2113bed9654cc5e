/**
 * Maps (docs/venues.md "Maps"), a thin adapter: the mocks answer as the server does with its default provider `none` —
 * the maps service is not configured, so the page keeps the plain address and coordinate inputs (standalone mode and
 * page tests; a page test of the suggestions adds its own handlers with `server.use`). Back-office users only, as
 * routes/maps: the platform admin and institution managers (anyone else signed in: 40300).
 */
import { MAPS_HOME_CITY_DEFAULT, MAPS_MSG } from '../../rules/maps';
import { membershipManages } from '../../rules/personal-centre';
import { forbidden, refused } from '../envelope';
import type { MockUser } from '../fixtures/users';
import { mock, refuse } from '../route';

function backOffice(user: MockUser) {
  if (!user.isPlatformAdmin && !user.managerOf.some(([institutionId]) => membershipManages(institutionId))) refuse(forbidden());
}

export const mapsHandlers = [
  mock.get('/maps/status', ({ user }) => {
    backOffice(user);
    return { available: false, provider: 'none' as const, home_city: MAPS_HOME_CITY_DEFAULT };
  }),
  mock.get('/maps/suggestion', ({ user }) => {
    backOffice(user);
    return refuse(refused(MAPS_MSG.notConfigured));
  }),
  mock.get('/maps/reverse_geocode', ({ user }) => {
    backOffice(user);
    return refuse(refused(MAPS_MSG.notConfigured));
  }),
];
