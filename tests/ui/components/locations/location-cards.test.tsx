/**
 * The location cards rendered on the server with purpose-made weeks (the demo sites all keep
 * Monday to Friday equal): the hours follow the domain's rule of spec 2 §9, whatever the week.
 */
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicLocation } from '../../../../application/client/caryard-client.port';
import type { OpeningHour } from '../../../../domain/dealer-site/dealer-site';
import { BY_APPOINTMENT_ONLY, CLOSED_TEXT } from '../../../../domain/locations';
import { LocationCards } from '../../../../ui/components/locations/location-cards';

type Span = readonly [string, string] | null;
const day = (weekday: number, span: Span): OpeningHour =>
  span ? { weekday, status: 'open', open: span[0], close: span[1] } : { weekday, status: 'closed', open: null, close: null };

function aLocation(id: number, week: { weekdays: Span; thursday?: Span; saturday?: Span; sunday?: Span }): PublicLocation {
  return {
    id,
    name: `Yard ${id}`,
    slug: `yard-${id}`,
    dealership_slug: 'yards',
    location_type: 'sales',
    primary: id === 1,
    takes_service_bookings: false,
    manufacturers: [],
    address: { street: `${id} Yard Rd`, city: 'Chermside', state: 'QLD', postcode: '4032', lat: -27.38, long: 153.03 },
    contact_detail: {
      phone: '07 3000 0000',
      opening_hours: [
        day(0, week.sunday ?? null),
        ...[1, 2, 3, 4, 5].map((d) => day(d, d === 4 && week.thursday !== undefined ? week.thursday : week.weekdays)),
        day(6, week.saturday ?? null),
      ],
    },
  };
}

/** Each card's hours list as rows of text: 'Mon-Fri 8:30am - 5:30pm'. */
function hoursOf(locations: PublicLocation[], closedText: string): Record<string, string[]> {
  const html = renderToString(
    <MantineProvider>
      <LocationCards locations={locations} closedText={closedText} />
    </MantineProvider>,
  );
  const lists = [...html.matchAll(/aria-label="([^"]*) opening hours"[^>]*>([\s\S]*?)<\/ul>/g)];
  return Object.fromEntries(
    lists.map(([, name, list]) => [
      name,
      [...(list ?? '').matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((li) =>
        (li[1] ?? '')
          .replace(/<!-- -->/g, '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    ]),
  );
}

describe('location cards: opening hours by the domain rule (spec 2 §9)', () => {
  it('groups Monday to Friday only when all five are equal; Saturday and Sunday always on their own rows', () => {
    const hours = hoursOf(
      [
        aLocation(1, { weekdays: ['08:30', '17:30'], saturday: ['08:00', '12:00'] }),
        aLocation(2, { weekdays: ['08:30', '17:30'], thursday: ['08:30', '20:00'], saturday: ['08:00', '12:00'] }),
        aLocation(3, { weekdays: ['09:00', '17:00'] }),
      ],
      CLOSED_TEXT,
    );
    expect(hours['Yard 1']).toEqual(['Mon-Fri 8:30am - 5:30pm', 'Saturday 8:00am - 12:00pm', 'Sunday Closed']);
    expect(hours['Yard 2']).toEqual([
      'Monday 8:30am - 5:30pm',
      'Tuesday 8:30am - 5:30pm',
      'Wednesday 8:30am - 5:30pm',
      'Thursday 8:30am - 8:00pm',
      'Friday 8:30am - 5:30pm',
      'Saturday 8:00am - 12:00pm',
      'Sunday Closed',
    ]);
    // Closed all weekend: still two rows, never 'Sat–Sun'.
    expect(hours['Yard 3']).toEqual(['Mon-Fri 9:00am - 5:00pm', 'Saturday Closed', 'Sunday Closed']);
  });

  it("words a closed day as the site says: 'By appointment only'", () => {
    const hours = hoursOf([aLocation(1, { weekdays: ['09:00', '18:00'], saturday: ['09:00', '17:00'] })], BY_APPOINTMENT_ONLY);
    expect(hours['Yard 1']).toEqual(['Mon-Fri 9:00am - 6:00pm', 'Saturday 9:00am - 5:00pm', 'Sunday By appointment only']);
  });

  it('shows no hours for a location that lists none, rather than a week of closed days', () => {
    const none = { ...aLocation(1, { weekdays: null }), contact_detail: { phone: '07 3000 0000', opening_hours: [] } };
    expect(hoursOf([none], CLOSED_TEXT)).toEqual({});
  });
});
