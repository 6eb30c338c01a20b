import * as E from 'fp-ts/Either';

/** spec 2 §4, §8 — spelled as the spec spells it. */
export const UNEXPECTED_LEAD_ERROR = 'An unexpected error occured';
/** spec 2 §8: enquiry submit failure alert, and the form error when the server gives none. */
export const SUBMIT_FAILURE_MESSAGE = 'An error occurred when submitting this form';
/** spec 1 §2, spec 2 §2: where a successful enquiry or test drive goes. */
export const SUCCESS_PATH = '/success';

/** spec 2 §3, §7: the lead submission response reads lead_id and error. */
export interface LeadResponse {
  readonly lead_id?: string | number | null;
  readonly error?: string | null;
}

/**
 * spec 2 §4 lead result: a lead_id is success; else an error is that error; else
 * 'An unexpected error occured'. Choices: a lead_id wins over an error sent with it; blank
 * strings count as absent.
 */
export function leadResult(response: LeadResponse | null | undefined): E.Either<string, string> {
  const id = response?.lead_id;
  const leadId = id === null || id === undefined ? '' : String(id).trim();
  if (leadId !== '') return E.right(leadId);
  const error = response?.error?.trim();
  return E.left(error ? error : UNEXPECTED_LEAD_ERROR);
}

/** spec 2 §8: the form error after a failed enquiry submit — the server's message, else the default text. */
export function enquiryFailureMessage(serverMessage?: string | null): string {
  const message = serverMessage?.trim();
  return message ? message : SUBMIT_FAILURE_MESSAGE;
}
