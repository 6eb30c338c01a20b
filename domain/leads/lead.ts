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
  /**
   * The confirmation the server wrote for the customer of a lead it made itself (an online order,
   * a reservation), delivered on the 'customer_email' channel to `user.email`. Never taken from a
   * request: the lead forms' edge builds a submission without it.
   */
  customer_email?: CustomerEmail;
}

/** A plain-text email to the customer: what they bought or reserved, as the server recorded it. */
export interface CustomerEmail {
  readonly subject: string;
  readonly text: string;
}

export interface StoredLead {
  lead_id: string;
  site_slug: string;
  submission: LeadSubmission;
  created_at: string;
}
