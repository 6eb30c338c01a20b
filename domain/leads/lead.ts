/**
 * A lead as received from a form (spec 2 §3 "Lead submission payload").
 * Validation of the payload is done at the edge (zod, adapters/http); this is the
 * shape the application stores and never loses.
 */
export interface LeadUser {
  category: string;
  subcategory?: string;
  name: string;
  email: string;
  phone: string;
  message?: string;
  /** Marketing consent as the shopper gave it (the HTTP edge records false when a form sends none). */
  opt_in?: boolean;
  /** Any further form fields of the submitting form. */
  [field: string]: unknown;
}

export interface LeadSubmission {
  user: LeadUser;
  url: string;
  source: 'Website';
  user_agent: string;
  car_id?: number;
  car_dealership_id?: number;
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
}

export interface StoredLead {
  lead_id: string;
  site_slug: string;
  submission: LeadSubmission;
  created_at: string;
}
