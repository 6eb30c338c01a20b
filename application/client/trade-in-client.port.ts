import type { PostcodePlace } from '../locations/geocoder.port';
import type { EnterVinItem, MiscellaneousRequest, OfferRequest, TradeInOffer } from '../tradein/trade-in-contract';
import type { TradeInVehicle } from '../../domain/tradein/vehicle';

/**
 * What the trade-in flow asks of Caryard from the browser (issue 12), over fetch
 * (ui/client). Each call resolves with the answer or with the server's refusal; it rejects
 * only when no answer came back (no connection). The shapes are application/tradein/trade-in-contract.ts.
 */
export interface TradeInClient {
  enterVin(request: { rego: string; state: string }): Promise<TradeInCallResult<EnterVinItem[]>>;
  /** spec 2 §7 'plus other form fields': the rego and state looked up go along, so the evaluation records them. */
  manualEntry(request: { vin: string; desc: string; rego?: string; state?: string }): Promise<TradeInCallResult<TradeInVehicle[]>>;
  /** One request per image (spec 2 §7): multipart evalid + file. */
  uploadImage(evalId: string, file: Blob, fileName: string): Promise<TradeInCallResult<{ stored: number }>>;
  updateEval(request: { evalid: string; km: number; cName: string; cEmail: string; cPhone: string }): Promise<TradeInCallResult<TradeInVehicle[]>>;
  offer(request: OfferRequest): Promise<TradeInCallResult<TradeInOffer>>;
  miscellaneous(request: MiscellaneousRequest): Promise<TradeInCallResult<{ recorded: true }>>;
  /** The place of a postcode, or `ok: false` with status 404 and 'Invalid postcode' when there is none. */
  postcode(postcode: string): Promise<TradeInCallResult<PostcodePlace>>;
}

export type TradeInCallResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly status: number; readonly code: string; readonly message: string; readonly fields: Readonly<Record<string, string>> };
