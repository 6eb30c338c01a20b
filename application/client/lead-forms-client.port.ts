import type { LeadSubmission } from '../../domain/leads/lead';
import type { CaptchaEvidence } from '../leads/captcha-verifier.port';
import type { LeadSubmitOutcome } from '../leads/lead-form.machine';
import type { TestDriveSlots } from '../leads/get-test-drive-slots.use-case';
import type { CarReserved } from '../reservations/reserve-car.use-case';

export type { TestDriveSlots } from '../leads/get-test-drive-slots.use-case';

/** The reserve-online form as sent (`POST /api/cars/{slug}/reservations`): the shopper and the payment provider's token, never the card. */
export interface ReservationRequest {
  name: string;
  email: string;
  phone: string;
  message?: string;
  /** Made in the browser by the provider's card form (issue 30). */
  token: string;
  url: string;
  user_agent: string;
}

export type ReservationAnswer =
  | { readonly ok: true; readonly reservation: Omit<CarReserved, 'replayed'> }
  /** The server refused: its message, field errors and status (402 declined, 409 not reservable …). */
  | { readonly ok: false; readonly status: number; readonly code: string; readonly message: string; readonly fields: Readonly<Record<string, string>> };

/** `GET /api/form-token` (issue 10): a signed token for this site's lead forms and its window, as ISO 8601 instants (the server's clock). */
export interface FormTokenAnswer {
  token: string;
  issued_at: string;
  /** A submission carrying the token before this is refused as automated (the minimum fill time). */
  usable_from: string;
  expires_at: string;
}

export interface PaymentsConfig {
  test_mode: boolean;
  /** Whose card form makes the token: the test provider's own, or Stripe's. */
  provider: 'test' | 'stripe';
  hold_hours: number;
  currency: string;
}

/**
 * What the lead forms ask of Caryard from the browser (issue 6): the lead pipeline, the test
 * drive slots and reserve online. The UI implements it over `fetch` (ui/client); forms are
 * never sent during server rendering, so there is no in-process implementation.
 */
export interface LeadFormsClient {
  /** `GET /api/form-token`: a new form token for the page's site. Rejects on failure (no answer, or not 200). */
  formToken(): Promise<FormTokenAnswer>;
  /**
   * `POST /api/leads` with the Idempotency-Key. Resolves with `{lead_id}` on 201, or with the
   * server's refusal as `{error, code, fields}` (400, 409, 422, 429 …); rejects when no answer came
   * back (no connection).
   */
  submitLead(submission: LeadSubmission & { captcha: CaptchaEvidence }, idempotencyKey: string): Promise<LeadSubmitOutcome>;
  /** `POST /api/leads/{id}/follow-up` (spec 2 §4): the category and extra params such as car_type. Rejects on failure. */
  followUp(leadId: string, body: Record<string, string | number | boolean | null>): Promise<void>;
  /** `GET /api/cars/{slug}/test-drive-slots?date=`: only the free slots. Rejects on failure. */
  testDriveSlots(carSlug: string, date: string, options?: { signal?: AbortSignal }): Promise<TestDriveSlots>;
  /** `GET /api/payments/config`. Rejects on failure. */
  paymentsConfig(): Promise<PaymentsConfig>;
  /** `POST /api/cars/{slug}/reservations` with the Idempotency-Key; rejects only when no answer came back. */
  reserveCar(carSlug: string, request: ReservationRequest, idempotencyKey: string): Promise<ReservationAnswer>;
}
