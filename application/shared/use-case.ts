import type { TaskEither } from 'fp-ts/lib/TaskEither.js';

/**
 * An expected failure (STYLE "Use cases and errors"): a tagged value with a stable `code`
 * (`LEAD.CAR_NOT_AVAILABLE`) and a message a person can read. Adapters map codes to HTTP
 * statuses, CLI exit codes or UI messages; exceptions are bugs.
 */
export interface Failure {
  readonly code: string;
  readonly message: string;
}

/**
 * The one shape of every use case in `application/`: a class whose constructor takes its
 * ports as one plain object (so a test can `new` it with fakes), with one entry point,
 * `execute`, whose type names its failures. Site-scoped use cases take the dealer site in
 * their input, so one instance serves every site and every channel (HTTP, SSR, CLI).
 */
export interface UseCase<Input, Failures extends Failure, Output> {
  execute(input: Input): TaskEither<Failures, Output>;
}

/** The input, failures and output of a use case, for the channels that forward it. */
export type InputOf<U> = U extends UseCase<infer I, Failure, unknown> ? I : never;
export type FailureOf<U> = U extends UseCase<never, infer F, unknown> ? F : never;
export type OutputOf<U> = U extends UseCase<never, Failure, infer A> ? A : never;
