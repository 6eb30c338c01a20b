/** The one error body every failing request gets (ARCHITECTURE "Contracts"). */
export interface ErrorBody {
  error: {
    code: string;
    message: string;
    /** Field path (e.g. `slug`, `user.email`) → what is wrong with it; validation failures only. */
    fields?: Record<string, string>;
    /** issue 15: ORDER.CAR_UNAVAILABLE names similar cars to offer instead. */
    similar?: readonly unknown[];
  };
}

/**
 * An expected failure with its HTTP status and stable code. Thrown by handlers and
 * hooks, turned into an `ErrorBody` by the error-handler plugin.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** issue 15: cars to offer instead when the chosen one is no longer available. */
    readonly similar?: readonly unknown[],
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.'): HttpError => new HttpError(404, 'NOT_FOUND', message);

export const siteNotFound = (hostname: string): HttpError =>
  new HttpError(404, 'SITE_NOT_FOUND', `No dealer site is configured for ${hostname || 'this host'}.`);

export const validationFailed = (fields: Record<string, string>): HttpError => new HttpError(400, 'VALIDATION_FAILED', 'The request is not valid.', fields);
