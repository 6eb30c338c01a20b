import * as E from 'fp-ts/Either';
import { data } from 'react-router';
import type { Failure } from '../../application/client/caryard-client.port';

/**
 * What a route loader makes of a client answer it cannot do without: the value, or the route's
 * error page — 404 for something this site does not have (a tagged not-found such as
 * CAR.NOT_FOUND, `message` shown to nobody), else 503: Caryard could not answer just now
 * (SEARCH.UNAVAILABLE, CLIENT.UNAVAILABLE, …).
 */
export function valueOrRouteError<F extends Failure, T>(answer: E.Either<F, T>, notFound: { readonly code: F['code']; readonly message: string }): T {
  if (E.isRight(answer)) return answer.right;
  if (answer.left.code === notFound.code) throw data({ message: notFound.message }, { status: 404 });
  throw data({ message: answer.left.message }, { status: 503 });
}

/** As valueOrRouteError, for an answer with no not-found: any failure is a 503. */
export function valueOr503<T>(answer: E.Either<Failure, T>): T {
  if (E.isRight(answer)) return answer.right;
  throw data({ message: answer.left.message }, { status: 503 });
}
