import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import type { StoredLead } from '../../../domain/leads/lead';
import { aLead, aLeadSite } from '../../application/leads/lead-test-data';

export const site: DealerSite = {
  ...aLeadSite('harbour-motors', { name: 'Harbour Motors', site_url: 'https://www.harbourmotors.com.au' }),
  lead_delivery: { email: 'leads@harbourmotors.com.au', crm_webhook_url: null, crm_webhook_secret: 'a-long-webhook-secret-1234' },
};

export const lead: StoredLead = {
  lead_id: '3f1c2a7e-9b1d-4c55-8e2a-0d5f6a7b8c9d',
  site_slug: 'harbour-motors',
  created_at: '2026-03-02T09:15:30.123Z',
  submission: aLead(
    {
      name: 'Zoë O’Brien',
      email: 'zoe@example.com.au',
      message: 'Is the CX-5 still available? I can come by on Saturday — around 10.',
      preferred_time: 'morning',
      opt_in: true,
    },
    { car_id: 1_000_123, car_dealership_id: 201 },
  ),
};
