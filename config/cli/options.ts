/** Reading a command's arguments: node:util parseArgs for the shape, zod for the values. */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import type { z } from 'zod';
import { usageError, type CliFailure } from './cli-failure';

export interface ParsedArgs {
  /** No option is `multiple`, so each is one string or boolean. */
  readonly values: Readonly<Record<string, string | boolean | (string | boolean)[] | undefined>>;
  readonly positionals: readonly string[];
}

/** Strict: an unknown option, a missing value or a stray argument is bad usage (exit 2). */
export function readArgs(command: string, args: readonly string[], options: ParseArgsOptionsConfig, positionals = 0): E.Either<CliFailure, ParsedArgs> {
  let parsed: ParsedArgs;
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: positionals > 0 });
  } catch (error) {
    // parseArgs reports bad usage by throwing (ERR_PARSE_ARGS_*): turned into a value here.
    const message = error instanceof Error ? error.message.split('\n')[0]!.replace(/\. To specify a positional argument.*$/, '') : String(error);
    return E.left(usageError(`${command}: ${message}`));
  }
  if (parsed.positionals.length > positionals) {
    return E.left(usageError(`${command}: unexpected argument '${parsed.positionals[positionals]}'`));
  }
  return E.right(parsed);
}

/** The values checked against a zod schema; the first problem named by its option, on one line. */
export function validate<S extends z.ZodType>(command: string, schema: S, input: unknown): E.Either<CliFailure, z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return E.right(result.data);
  const issue = result.error.issues[0]!;
  const option = issue.path.length > 0 ? `--${String(issue.path[0])}` : 'options';
  return E.left(usageError(`${command}: ${option} ${issue.message}`));
}
