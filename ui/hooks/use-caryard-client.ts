import type { Either } from 'fp-ts/Either';
import { createContext, useContext } from 'react';
import type { CaryardClient, Failure } from '../../application/client/caryard-client.port';

/** The client port for components that fetch outside a route loader (the hero's live count). */
export const CaryardClientContext = createContext<CaryardClient | null>(null);

export function useCaryardClient(): CaryardClient {
  const client = useContext(CaryardClientContext);
  if (!client) throw new Error('useCaryardClient() is used outside AppProviders.');
  return client;
}

/**
 * spec 1 §8: a record the page sends and forgets (phone reveal, analytics): a failure (a Left)
 * is logged as a warning and ignored; the page goes on.
 */
export function sendAndForget(call: Promise<Either<Failure, unknown>>, what: string): void {
  void call.then((answer) => {
    if (answer._tag === 'Left') console.warn(`Caryard: ${what} not recorded (${answer.left.code}: ${answer.left.message}).`);
  });
}
