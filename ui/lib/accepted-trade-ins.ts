/**
 * Instant trade-in offers accepted in this browser (issue 12's flow), remembered so the online
 * purchase journey (issue 15 step 2) can offer them: only the evaluation id is sent, and the server
 * finds the accepted offer itself — the amount here is for display.
 */
export interface AcceptedTradeIn {
  readonly evaluation_id: string;
  readonly description: string;
  readonly amount: number;
  readonly accepted_at: string;
}

export const ACCEPTED_TRADE_INS_KEY = 'caryard:trade-in:accepted';
const KEEP = 5;

export function readAcceptedTradeIns(): AcceptedTradeIn[] {
  try {
    const raw = globalThis.localStorage?.getItem(ACCEPTED_TRADE_INS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter((o): o is AcceptedTradeIn => typeof o === 'object' && o !== null && typeof o.evaluation_id === 'string' && typeof o.description === 'string' && typeof o.amount === 'number')
      : [];
  } catch {
    return [];
  }
}

export function rememberAcceptedTradeIn(offer: AcceptedTradeIn): void {
  try {
    const kept = [offer, ...readAcceptedTradeIns().filter((o) => o.evaluation_id !== offer.evaluation_id)].slice(0, KEEP);
    globalThis.localStorage?.setItem(ACCEPTED_TRADE_INS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or off: the journey then asks for the offer's reference instead.
  }
}
