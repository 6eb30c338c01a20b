/**
 * The slot picker's words and first render (issue 13 'Slots a workshop can keep'; spec 2 §3
 * 'Preferred Service Date'; spec 2 §9 12-hour times): why a day has no time, the next free
 * time's button, the strip of days, and what the server sends before the browser asks for
 * times. Its behaviour in the browser is in tests/e2e/service-page.test.ts.
 */
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CaryardClient } from '../../../../application/client/caryard-client.port';
import { getPublicSite } from '../../../../application/dealer-site/get-site.use-case';
import type { NextFreeServiceSlot } from '../../../../application/service/get-service-slots.use-case';
import { loadDealerSites } from '../../../../config/dealer-sites';
import { CaryardClientContext } from '../../../../ui/hooks/use-caryard-client';
import {
  cityOfTimeZone,
  dateStrip,
  nextFreeLabel,
  noSlotsText,
  shortDate,
  SlotPicker,
  type SlotPickerProps,
} from '../../../../ui/features/service/slot-picker';

const harbour = getPublicSite(
  loadDealerSites().find((s) => s.slug === 'harbour-motors') ??
    (() => {
      throw new Error('no harbour-motors');
    })(),
);

/** A client that fails the test if the server render asks it anything: times are asked in the browser. */
const silentClient = new Proxy({} as CaryardClient, {
  get: (_, name) => () => {
    throw new Error(`the server render called ${String(name)}`);
  },
});

/** The picker as the server renders it, inside the root route (useSite) and the client context. */
function render(props: Partial<SlotPickerProps> = {}): string {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ site: harbour }),
        element: <SlotPicker locationSlug="wickham-service" date={null} time={null} onChange={() => undefined} idPrefix="slot" {...props} />,
      },
    ],
    { hydrationData: { loaderData: { root: { site: harbour } } } },
  );
  return renderToString(
    <MantineProvider>
      <CaryardClientContext.Provider value={silentClient}>
        <RouterProvider router={router} />
      </CaryardClientContext.Provider>
    </MantineProvider>,
  );
}

const text = (markup: string) =>
  markup
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const slot = (location: { slug: string; name: string }, date: string, time: string, label: string): NextFreeServiceSlot => ({
  location: { id: 1, ...location },
  date,
  time,
  label,
});

describe('the slot picker words', () => {
  it('writes a calendar date as weekday, day and month, the same in every time zone', () => {
    expect(shortDate('2026-11-27')).toBe('Fri 27 Nov');
    expect(shortDate('2026-12-25')).toBe('Fri 25 Dec');
    expect(shortDate('2027-01-01')).toBe('Fri 1 Jan');
    expect(shortDate('not a date')).toBe('not a date');
  });

  it('names the city of a time zone', () => {
    expect(cityOfTimeZone('Australia/Perth')).toBe('Perth');
    expect(cityOfTimeZone('America/New_York')).toBe('New York');
  });

  it('says why a day has no time: the holiday by name, closed, fully booked, gone, not open yet', () => {
    expect(noSlotsText({ date: '2026-12-25', reason: 'holiday', holiday: 'Christmas Day' })).toBe('Christmas Day — closed');
    expect(noSlotsText({ date: '2026-12-27', reason: 'closed', holiday: null })).toBe('Closed on Sun 27 Dec');
    expect(noSlotsText({ date: '2026-12-26', reason: 'closed', holiday: 'Boxing Day' })).toBe('Boxing Day — closed');
    expect(noSlotsText({ date: '2026-12-22', reason: 'fully-booked', holiday: null })).toBe('Fully booked on Tue 22 Dec');
    expect(noSlotsText({ date: '2026-12-21', reason: 'past', holiday: null })).toBe('No drop-off times left on Mon 21 Dec');
    expect(noSlotsText({ date: '2027-06-01', reason: 'too-far', holiday: null })).toBe('Bookings for Tue 1 Jun are not open yet');
    expect(noSlotsText({ date: '2026-12-22', reason: null, holiday: null })).toBeNull();
  });

  it('labels a next free time by its date and 12-hour time, naming the location only when it is another', () => {
    const here = { slug: 'osborne-park', name: 'Sunset Coast Suzuki' };
    const there = { slug: 'kia-southport', name: 'Sunstate Kia Southport' };
    expect(nextFreeLabel(slot(here, '2026-11-26', '08:30', '8:30am'), 'osborne-park')).toBe('Next free: Thu 26 Nov, 8:30am');
    expect(nextFreeLabel(slot(there, '2026-11-25', '07:30', '7:30am'), 'osborne-park')).toBe('Sunstate Kia Southport: Wed 25 Nov, 7:30am');
  });

  it('shows a week of days from the first with room, the days without room marked', () => {
    const strip = dateStrip(['2026-12-23', '2026-12-24', '2026-12-29']);
    expect(strip.map((d) => d.date)).toEqual(['2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28', '2026-12-29']);
    expect(strip.filter((d) => d.open).map((d) => d.date)).toEqual(['2026-12-23', '2026-12-24', '2026-12-29']);
    expect(dateStrip([])).toEqual([]);
  });
});

describe('the slot picker rendered on the server', () => {
  it('waits for a location before it asks for times', () => {
    const markup = render({ locationSlug: null });
    expect(text(markup)).toBe('Choose a location to see its free dates and drop-off times.');
    expect(markup).not.toContain('type="radio"');
  });

  it('names the location and its time zone once, the date field and the time group, and asks nothing on the server', () => {
    const markup = render({ date: '2026-12-22' });
    expect(text(markup)).toContain('Times are local to Harbour Motors Service Centre (Sydney time).');
    expect(markup).toMatch(/<input[^>]*type="date"[^>]*value="2026-12-22"|<input[^>]*value="2026-12-22"[^>]*type="date"/);
    expect(markup).toMatch(/<label[^>]*for="slot-date"[^>]*>[\s\S]*?Preferred Service Date/);
    // The times are a fieldset named by its legend, busy until the browser has them.
    expect(markup).toMatch(/<fieldset[^>]*aria-busy="true"[^>]*>\s*(<!--[^>]*-->)?\s*<legend id="slot-time-legend"[^>]*>Preferred Service Time/);
    expect(text(markup)).toContain('Finding free times…');
    // A polite live region tells screen readers when the times change.
    expect(markup).toMatch(/<p role="status"[^>]*>Finding free times…<\/p>/);
  });

  it('shows the form error and marks the date field when no date is chosen', () => {
    const markup = render({ error: 'Please choose a date' });
    const input = /<input[^>]*id="slot-date"[^>]*>/.exec(markup)?.[0] ?? '';
    expect(input).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? '';
    expect(markup).toMatch(new RegExp(`id="${describedBy}"[^>]*>Please choose a date<`));
  });

  it('shows the form error under the times when a date is chosen', () => {
    const markup = render({ date: '2026-12-22', error: 'Please choose a time' });
    expect(markup).toMatch(/<fieldset[^>]*aria-describedby="slot-error"/);
    expect(markup).toMatch(/<p id="slot-error"[^>]*>Please choose a time<\/p>/);
    expect(/<input[^>]*id="slot-date"[^>]*>/.exec(markup)?.[0]).not.toContain('aria-invalid');
  });
});
