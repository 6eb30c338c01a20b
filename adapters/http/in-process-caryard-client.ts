import type { ClientUseCases } from '../../application/client/client-use-cases';
import type { CaryardClient } from '../../application/client/caryard-client.port';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';

const CALLS = [
  'getSite',
  'search',
  'getCar',
  'similar',
  'lookupCars',
  'searchModels',
  'searchDealershipItems',
  'autogauge',
  'recordView',
  'deliveryEstimate',
  'revealPhone',
  'trackEvent',
  'getSitePage',
  'lookupPostcode',
  'serviceSlots',
  'quoteDriveAway',
] as const satisfies readonly (keyof ClientUseCases)[];

/**
 * The client port served in-process while rendering a page on the server: each call runs the
 * use case of the same name for the request's site — the same answers as the JSON API,
 * without the HTTP round trip. A new use case in ClientUseCases is a new call here with no
 * code (the list above is checked against ClientUseCases by the compiler).
 */
export function inProcessCaryardClient(site: DealerSite, useCases: ClientUseCases): CaryardClient {
  const client: Record<string, unknown> = {
    carPdfUrl: (slug: string) => `/api/cars/${encodeURIComponent(slug)}/pdf`,
  };
  for (const name of CALLS) {
    const useCase = useCases[name] as { execute(input: unknown): () => Promise<unknown> };
    client[name] = (input: object = {}) => useCase.execute({ ...input, site })();
  }
  return client as CaryardClient;
}

// Every ClientUseCases key is forwarded: a missing one fails to compile here.
type Missing = Exclude<keyof ClientUseCases, (typeof CALLS)[number]>;
const everyCallForwarded: Missing extends never ? true : Missing = true;
void everyCallForwarded;
