import { createContext, useContext } from 'react';
import type { CaryardClient } from '../../application/client/caryard-client.port';

/** The client port for components that fetch outside a route loader (the hero's live count). */
export const CaryardClientContext = createContext<CaryardClient | null>(null);

export function useCaryardClient(): CaryardClient {
  const client = useContext(CaryardClientContext);
  if (!client) throw new Error('useCaryardClient() is used outside AppProviders.');
  return client;
}
