/**
 * The service booking form as the server renders it (issue 13; spec 2 §2 'Service booking'):
 * the default title, the stepper with each variant's step names, and the first step's fields
 * with their labels as a shopper reads them.
 */
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getPublicSite } from '../../../../application/dealer-site/get-site.use-case';
import { loadDealerSites } from '../../../../config/dealer-sites';
import { ServiceBookingForm } from '../../../../ui/features/service/service-booking-form';

const sites = new Map(loadDealerSites().map((s) => [s.slug, getPublicSite(s)]));
function html(slug: string, props: { showTitle?: boolean } = {}): string {
  const site = sites.get(slug);
  if (!site) throw new Error(slug);
  return renderToString(
    <MantineProvider>
      <MemoryRouter>
        <ServiceBookingForm site={site} idPrefix="service" {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const text = (markup: string) =>
  markup
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&rsquo;|’/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const labels = (markup: string): string[] => [...markup.matchAll(/<label[^>]*>([\s\S]*?)<\/label>/g)].map((m) => text(m[1] ?? '').trim());

describe('the service booking form rendered on the server', () => {
  it('the full variant: the default title, three steps, Contact Details first', () => {
    const markup = html('harbour-motors');
    expect(markup).toMatch(/<h2[^>]*id="service-title"[^>]*>Book Your Service at Harbour Motors<\/h2>/);
    expect(text(markup)).toContain('1 Contact Details 2 Vehicle Details 3 Order Details');
    expect(text(markup)).toContain('Step 1 of 3: Contact Details');
    expect(labels(markup)).toEqual(expect.arrayContaining(['Name *', 'Email *', 'Phone *']));
    expect(markup).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*?Next/);
    // The captcha honeypot, out of sight and the tab order.
    expect(markup).toContain('name="company_website"');
    // The step heading takes the focus on a step change.
    expect(markup).toMatch(/<h3[^>]*id="service-step-heading"[^>]*tabindex="-1"/);
  });

  it('the minimal variant starts with the registration and its state, the site state chosen', () => {
    const markup = html('sunstate-motor-group');
    expect(text(markup)).toContain('1 Vehicle Details 2 Contact Details 3 Order Details');
    expect(text(markup)).toContain('Step 1 of 3: Vehicle Details');
    expect(labels(markup)).toEqual(expect.arrayContaining(['Registration number *', 'State *']));
    expect(labels(markup)).not.toContain('Make *');
    expect(text(markup)).toContain('Find my vehicle');
    expect(markup).toMatch(/<option value="QLD" selected="">QLD<\/option>/);
  });

  it('the two-step flavour asks contact and vehicle on its first step', () => {
    const markup = html('sunset-coast-suzuki');
    expect(text(markup)).toContain('Step 1 of 2: Contact and Vehicle Details');
    expect(labels(markup)).toEqual(expect.arrayContaining(['Name *', 'Email *', 'Phone *', 'Make *', 'Model *', 'Year *', 'Rego (optional)']));
  });

  it('the address variant adds street, suburb, state and postcode', () => {
    expect(labels(html('saltbush-caravans'))).toEqual(expect.arrayContaining(['Street address *', 'Suburb *', 'State *', 'Postcode *']));
  });

  it('leaves the title to the page when asked', () => {
    expect(html('bayside-pre-owned', { showTitle: false })).not.toContain('Book Your Service at');
  });
});
