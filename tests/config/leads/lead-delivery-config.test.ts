/** issue 6: each site chooses its lead delivery channels in its configuration, validated at start-up. */
import { describe, expect, it } from 'vitest';
import { getPublicSite } from '../../../application/dealer-site/get-site.use-case';
import { leadDeliveryTargets } from '../../../domain/leads/lead-delivery';
import { loadDealerSites } from '../../../config/dealer-sites';
import { aSiteOverride } from '../dealer-sites/site-override.mother';

describe('lead delivery in the dealer site configuration', () => {
  it("emails every demo site's leads to its contact address by default, with no CRM", () => {
    for (const site of loadDealerSites()) {
      expect(site.lead_delivery).toEqual({ email: null, crm_webhook_url: null, adf_email: null });
      expect(leadDeliveryTargets(site)).toEqual([{ channel: 'email', destination: site.email }]);
    }
  });

  it('takes a lead address and a signed CRM webhook from a site override', () => {
    const override = aSiteOverride('harbour-motors')
      .with({
        lead_delivery: {
          email: 'leads@harbourmotors.com.au',
          crm_webhook_url: 'https://crm.example.com/hooks/harbour',
          crm_webhook_secret: 'sixteen-chars-or-more',
        },
      })
      .build();
    const [site] = loadDealerSites([override]);
    expect(leadDeliveryTargets(site!)).toEqual([
      { channel: 'email', destination: 'leads@harbourmotors.com.au' },
      { channel: 'crm_webhook', destination: 'https://crm.example.com/hooks/harbour' },
    ]);
  });

  it("takes the CRM's ADF 1.0 address from a site override (issue 16)", () => {
    const [site] = loadDealerSites([
      aSiteOverride('harbour-motors')
        .with({ lead_delivery: { adf_email: 'leads@crm.harbourmotors.example' } })
        .build(),
    ]);
    expect(leadDeliveryTargets(site!)).toEqual([
      { channel: 'email', destination: site!.email },
      { channel: 'adf_email', destination: 'leads@crm.harbourmotors.example' },
    ]);
  });

  it.each([
    [{ lead_delivery: { adf_email: 'crm at harbour' } }, 'lead_delivery.adf_email: must be an email address'],
    [{ lead_delivery: { email: 'not-an-address' } }, 'lead_delivery.email: must be an email address'],
    [{ lead_delivery: { crm_webhook_url: 'ftp://crm.example.com' } }, 'lead_delivery.crm_webhook_url: '],
    [
      { lead_delivery: { crm_webhook_url: 'https://crm.example.com/hook' } },
      'lead_delivery.crm_webhook_secret: a CRM webhook needs a secret to sign its requests with',
    ],
    [
      { lead_delivery: { crm_webhook_url: 'https://crm.example.com/hook', crm_webhook_secret: 'short' } },
      'lead_delivery.crm_webhook_secret: must be at least 16 characters',
    ],
    [{ lead_delivery: { crm: 'salesforce' } }, 'lead_delivery.crm: unknown field'],
  ] as [Record<string, unknown>, string][])('%j stops start-up naming the field: %s', (patch, message) => {
    expect(() => loadDealerSites([aSiteOverride('harbour-motors').with(patch).build()])).toThrow(
      `Invalid dealer site configuration for "harbour-motors": ${message}`,
    );
  });

  it('never shows the lead delivery settings (the webhook secret) to browsers', () => {
    const override = aSiteOverride('harbour-motors')
      .with({ lead_delivery: { crm_webhook_url: 'https://crm.example.com/h', crm_webhook_secret: 'sixteen-chars-or-more' } })
      .build();
    const [site] = loadDealerSites([override]);
    expect(JSON.stringify(getPublicSite(site!))).not.toContain('sixteen-chars-or-more');
    expect(getPublicSite(site!)).not.toHaveProperty('lead_delivery');
  });
});
