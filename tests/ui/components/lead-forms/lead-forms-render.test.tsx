/**
 * Each lead form renders on the server with the fields of spec 2 §2 (labels as a shopper reads
 * them), its lead defaults, and the site's switches (terms checkbox, location select).
 */
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CaryardClient } from '../../../../application/client/caryard-client.port';
import { getPublicSite } from '../../../../application/dealer-site/get-site.use-case';
import { loadDealerSites } from '../../../../config/dealer-sites';
import {
  EnquiryForm,
  FinanceForm,
  FindSimilarLeadForm,
  MultiStepEnquiryForm,
  RequestPhotosForm,
  TestDriveForm,
  TradeInLeadForm,
  type LeadFormCarInfo,
} from '../../../../ui/components/lead-forms';
import { CaryardClientContext } from '../../../../ui/hooks/use-caryard-client';
import PartsEnquiryForm from '../../../../ui/features/site-pages/parts-enquiry-form';
import { TRADE_IN_LAST_NAME } from '../../../../domain/tradein/trade-in-fields';

const sites = new Map(loadDealerSites().map((s) => [s.slug, getPublicSite(s)]));
const site = (slug: string) => {
  const found = sites.get(slug);
  if (!found) throw new Error(slug);
  return found;
};

const CAR: LeadFormCarInfo = {
  id: 42,
  slug: '2021-mazda-cx-5-maxx',
  name: '2021 Mazda CX-5 Maxx',
  make: 'Mazda',
  model: 'CX-5',
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'HM-0042',
  dealership_slug: 'harbour-motors',
  dealership_id: 201,
  year: 2021,
};

function html(node: ReactNode): string {
  return renderToString(
    <MantineProvider>
      <MemoryRouter>
        <CaryardClientContext.Provider value={{} as CaryardClient}>{node}</CaryardClientContext.Provider>
      </MemoryRouter>
    </MantineProvider>,
  );
}

const labels = (markup: string): string[] =>
  [...markup.matchAll(/<label[^>]*>([\s\S]*?)<\/label>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('lead forms rendered', () => {
  it('the enquiry form: category, contact piece, Rego, message with the car default, the opt-in box, terms on a site with them', () => {
    const markup = html(<EnquiryForm site={site('harbour-motors')} car={CAR} />);
    expect(labels(markup)).toEqual(expect.arrayContaining(['Category *', 'Name *', 'Email *', 'Phone *', 'Rego (optional)', 'Message *']));
    expect(markup).toContain('Hi, I&#x27;m interested in the 2021 Mazda CX-5 (stock number HM-0042). Is it still available?');
    expect(markup).toMatch(/Keep me up to date/);
    expect(markup).toMatch(/I agree to the/);
    expect(markup).toContain('name="company_website"');
  });

  it('a site with several sales locations gets the location select, one with a single one does not; no terms box where the site has none', () => {
    expect(labels(html(<EnquiryForm site={site('sunstate-motor-group')} />))).toContain('Location *');
    expect(labels(html(<EnquiryForm site={site('harbour-motors')} />))).not.toContain('Location *');
    expect(html(<EnquiryForm site={site('bayside-pre-owned')} />)).not.toMatch(/I agree to the/);
  });

  it('the multi-step enquiry starts on the contact step', () => {
    const markup = html(<MultiStepEnquiryForm site={site('bayside-pre-owned')} />);
    expect(markup.replace(/<!-- -->/g, '')).toContain('Step 1 of 4: Your details');
    expect(labels(markup)).toEqual(expect.arrayContaining(['Name *', 'Email *', 'Phone *']));
  });

  it('the test drive, request photos, finance and find-similar forms have optional messages where the spec says so', () => {
    expect(labels(html(<TestDriveForm site={site('bayside-pre-owned')} car={CAR} />))).toEqual(
      expect.arrayContaining(['Preferred date', 'Message (optional)']),
    );
    expect(labels(html(<RequestPhotosForm site={site('bayside-pre-owned')} car={CAR} />))).toContain('Message (optional)');
    const finance = html(<FinanceForm site={site('bayside-pre-owned')} />);
    expect(finance).toContain('id="finance-form"');
    expect(labels(html(<FindSimilarLeadForm site={site('bayside-pre-owned')} car={CAR} />))).toContain('What are you looking for? *');
  });

  it('the trade-in style lead form: First Name, Last name (optional, as at Step Four), Postcode, Mobile, Email, and no terms box', () => {
    const markup = html(<TradeInLeadForm site={site('harbour-motors')} />);
    expect(labels(markup)).toEqual(expect.arrayContaining(['First Name *', 'Last name (optional)', 'Postcode *', 'Mobile *', 'Email *']));
    // Step Four shows the same label from the same rule (tests/e2e/trade-in-journeys.test.ts finds it by it).
    expect(TRADE_IN_LAST_NAME).toEqual({ required: false, label: 'Last name (optional)' });
    expect(markup).not.toMatch(/I agree to the/);
  });

  // Spam Act 2003: consent to marketing is express, so the box waits for the shopper's tick.
  it.each([...sites.keys()])('every form with the offers-and-news box renders it unticked on %s', (slug) => {
    const forms = {
      enquiry: <EnquiryForm site={site(slug)} car={CAR} />,
      general: <EnquiryForm site={site(slug)} />,
      'test-drive': <TestDriveForm site={site(slug)} car={CAR} />,
      'request-photos': <RequestPhotosForm site={site(slug)} car={CAR} />,
      finance: <FinanceForm site={site(slug)} />,
      'find-similar': <FindSimilarLeadForm site={site(slug)} car={CAR} />,
      parts: <PartsEnquiryForm site={site(slug)} />,
    };
    for (const [name, form] of Object.entries(forms)) {
      const boxes = [...html(form).matchAll(/<input[^>]*id="[^"]*-opt-in"[^>]*>/g)].map((m) => m[0]);
      expect(boxes, name).toHaveLength(1);
      expect(boxes[0], name).toContain('type="checkbox"');
      expect(boxes[0], name).not.toMatch(/\schecked(=|\s|\/|>)/);
    }
  });
});
