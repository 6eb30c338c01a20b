/**
 * How a command ends badly, as a value (expected failures are values; exceptions are bugs):
 * exit 2 for bad usage — an unknown command or option, a missing or malformed value, a site
 * that does not exist — and exit 1 when the command ran and could not do its work.
 */
export interface CliFailure {
  readonly exitCode: 1 | 2;
  /** One line, for stderr. */
  readonly message: string;
  /** Print the usage text after the message. */
  readonly showUsage?: boolean;
}

export const usageError = (message: string, showUsage = false): CliFailure => ({ exitCode: 2, message, ...(showUsage ? { showUsage } : {}) });
export const failed = (message: string): CliFailure => ({ exitCode: 1, message });

/** A use case's failure: its message and stable code; VALIDATION_FAILED is the caller's input (exit 2). */
export const fromUseCase = (failure: { readonly code: string; readonly message: string }): CliFailure => ({
  exitCode: failure.code === 'VALIDATION_FAILED' ? 2 : 1,
  message: `${failure.message} (${failure.code})`,
});

/** What a command prints: the same answer as a table and as one JSON document. */
export interface CliOutput {
  readonly text: string;
  readonly json: unknown;
  /** --json was given: print `json` (one document) instead of `text`. */
  readonly asJson: boolean;
  /** 0 unless the command ran but the outcome is bad (an invalid site, an undelivered lead). */
  readonly exitCode?: 0 | 1;
}
