import { createContext, useContext } from 'react';
import type { LeadFormsClient } from '../../../application/client/lead-forms-client.port';
import { HttpLeadFormsClient } from '../../client/http-lead-forms-client';

/** The lead forms' client (issue 6); same-origin `fetch` unless a test provides another. */
export const LeadFormsClientContext = createContext<LeadFormsClient | null>(null);

let defaultClient: LeadFormsClient | null = null;

export function useLeadFormsClient(): LeadFormsClient {
  const provided = useContext(LeadFormsClientContext);
  if (provided) return provided;
  defaultClient ??= new HttpLeadFormsClient();
  return defaultClient;
}
