import type {
  FormTokenAnswer,
  LeadFormsClient,
  PaymentsConfig,
  ReservationAnswer,
  ReservationRequest,
  TestDriveSlots,
} from '../../application/client/lead-forms-client.port';
import type { CaptchaEvidence } from '../../application/leads/captcha-verifier.port';
import type { LeadSubmitOutcome } from '../../application/leads/lead-form.machine';
import type { LeadSubmission } from '../../domain/leads/lead';

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/** The lead forms' calls over `fetch`, same origin: the Host (and so the dealer site) is the page's own. */
export class HttpLeadFormsClient implements LeadFormsClient {
  constructor(
    private readonly baseUrl = '',
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  async formToken(): Promise<FormTokenAnswer> {
    const response = await this.fetchImpl(`${this.baseUrl}/api/form-token`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`The form could not be prepared (HTTP ${response.status})`);
    return (await response.json()) as FormTokenAnswer;
  }

  async submitLead(submission: LeadSubmission & { captcha: CaptchaEvidence }, idempotencyKey: string): Promise<LeadSubmitOutcome> {
    const response = await this.post('/api/leads', submission, idempotencyKey);
    const body = (await response.json().catch(() => ({}))) as { lead_id?: string } & ErrorBody;
    if (response.ok) return { lead_id: body.lead_id ?? null };
    return {
      error: body.error?.message ?? null,
      ...(body.error?.code ? { code: body.error.code } : {}),
      ...(body.error?.fields ? { fields: body.error.fields } : {}),
    };
  }

  async followUp(leadId: string, body: Record<string, string | number | boolean | null>): Promise<void> {
    const response = await this.post(`/api/leads/${encodeURIComponent(leadId)}/follow-up`, body);
    if (!response.ok) throw new Error(`Follow-up not recorded (HTTP ${response.status})`);
  }

  async testDriveSlots(carSlug: string, date: string, options: { signal?: AbortSignal } = {}): Promise<TestDriveSlots> {
    const response = await this.fetchImpl(`${this.baseUrl}/api/cars/${encodeURIComponent(carSlug)}/test-drive-slots?date=${encodeURIComponent(date)}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (!response.ok) throw new Error(`Test drive times could not be loaded (HTTP ${response.status})`);
    return (await response.json()) as TestDriveSlots;
  }

  async paymentsConfig(): Promise<PaymentsConfig> {
    const response = await this.fetchImpl(`${this.baseUrl}/api/payments/config`, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`Payments are unavailable (HTTP ${response.status})`);
    return (await response.json()) as PaymentsConfig;
  }

  async reserveCar(carSlug: string, request: ReservationRequest, idempotencyKey: string): Promise<ReservationAnswer> {
    const response = await this.post(`/api/cars/${encodeURIComponent(carSlug)}/reservations`, request, idempotencyKey);
    const body = (await response.json().catch(() => ({}))) as ErrorBody & Record<string, unknown>;
    if (response.ok) return { ok: true, reservation: body as unknown as Extract<ReservationAnswer, { ok: true }>['reservation'] };
    return {
      ok: false,
      status: response.status,
      code: body.error?.code ?? 'UNKNOWN',
      message: body.error?.message ?? 'An error occurred when submitting this form',
      fields: body.error?.fields ?? {},
    };
  }

  private post(path: string, body: unknown, idempotencyKey?: string): Promise<Response> {
    return this.fetchImpl(this.baseUrl + path, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  }
}
