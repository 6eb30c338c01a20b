/** Test data of the lead tests: a site with lead delivery, and a valid lead to break one field at a time. */
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import type { LeadSubmission, LeadUser } from '../../../domain/leads/lead';
import { aDealerSite } from '../../config/demo-inventory/a-dealer-site';

export function aLeadSite(slug = 'acme-motors', overrides: Partial<DealerSite> = {}): DealerSite {
  const site = aDealerSite(slug).build();
  return { ...site, email: `sales@${slug}.example.com.au`, ...overrides };
}

export function withTermsCheckbox(site: DealerSite): DealerSite {
  return { ...site, features: { ...site.features, termsCheckbox: true } };
}

/** A complete, valid enquiry; `user` fields given replace (undefined removes). */
export function aLead(user: Partial<Record<keyof LeadUser, unknown>> = {}, rest: Partial<LeadSubmission> = {}): LeadSubmission {
  const merged: Record<string, unknown> = {
    category: 'General Enquiry',
    name: 'Ann Citizen',
    email: 'ann@example.com.au',
    phone: '0412 345 678',
    message: 'Is this car still available?',
    ...user,
  };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  return {
    user: merged as LeadUser,
    url: 'https://acme-motors.example.com.au/cars/2021-toyota-corolla',
    source: 'Website',
    user_agent: 'vitest',
    lead_attributes: { visited_pages: ['/', '/cars/2021-toyota-corolla'], linked_query_params: { utm_source: 'google' } },
    ...rest,
  };
}
