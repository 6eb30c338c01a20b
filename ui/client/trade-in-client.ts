import type { TradeInCallResult, TradeInClient } from '../../application/client/trade-in-client.port';
import type { PostcodePlace } from '../../application/locations/geocoder.port';
import type { EnterVinItem, MiscellaneousRequest, OfferRequest, TradeInOffer } from '../../application/tradein/trade-in-contract';
import type { TradeInVehicle } from '../../domain/tradein/vehicle';

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

/** Choice: what a refusal reads when the server's answer carries no message of its own. */
const NO_MESSAGE = 'The request could not be completed. Please try again.';

function fieldsOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The trade-in calls (issue 12; application/tradein/trade-in-contract.ts) over `fetch`, same
 * origin: the Host (and so the dealer site) is the page's own. Every answer of the server is a
 * result; only a call that got no answer (no connection) rejects.
 */
export class HttpTradeInClient implements TradeInClient {
  constructor(
    private readonly baseUrl = '',
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  enterVin(request: { rego: string; state: string }): Promise<TradeInCallResult<EnterVinItem[]>> {
    return this.postJson('/api/eval-expert/enter-vin', request);
  }

  manualEntry(request: { vin: string; desc: string; rego?: string; state?: string }): Promise<TradeInCallResult<TradeInVehicle[]>> {
    return this.postJson('/api/eval-expert/manual-entry', request);
  }

  /** spec 2 §7: multipart with the evalid before the file, one request per image. */
  uploadImage(evalId: string, file: Blob, fileName: string): Promise<TradeInCallResult<{ stored: number }>> {
    const body = new FormData();
    body.append('evalid', evalId);
    body.append('file', file, fileName);
    return this.call('/api/eval-expert/image-upload', { method: 'POST', headers: { accept: 'application/json' }, credentials: 'same-origin', body });
  }

  updateEval(request: { evalid: string; km: number; cName: string; cEmail: string; cPhone: string }): Promise<TradeInCallResult<TradeInVehicle[]>> {
    return this.postJson('/api/eval-expert/update-eval', request);
  }

  offer(request: OfferRequest): Promise<TradeInCallResult<TradeInOffer>> {
    return this.postJson('/api/trade-in/offer', request);
  }

  miscellaneous(request: MiscellaneousRequest): Promise<TradeInCallResult<{ recorded: true }>> {
    return this.postJson('/api/miscellaneous', request);
  }

  postcode(postcode: string): Promise<TradeInCallResult<PostcodePlace>> {
    return this.call(`/api/geocode/postcode?postal_code=${encodeURIComponent(postcode)}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
  }

  private postJson<T>(path: string, body: unknown): Promise<TradeInCallResult<T>> {
    return this.call(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
      body: JSON.stringify(body),
    });
  }

  private async call<T>(path: string, init: RequestInit): Promise<TradeInCallResult<T>> {
    const response = await this.fetchImpl(this.baseUrl + path, init);
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok && body !== undefined) return { ok: true, value: body as T };
    const error = (body as ErrorBody | undefined)?.error;
    return {
      ok: false,
      status: response.ok ? 502 : response.status,
      code: typeof error?.code === 'string' ? error.code : response.ok ? 'CLIENT.UNREADABLE' : `HTTP_${response.status}`,
      message: typeof error?.message === 'string' && error.message.trim() !== '' ? error.message : NO_MESSAGE,
      fields: fieldsOf(error?.fields),
    };
  }
}
