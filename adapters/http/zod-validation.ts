import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { validationFailed, type HttpError } from './http-error';

/**
 * Field path → first message, for the `fields` of a 400 error body. The root of
 * the input (an issue with an empty path) is reported under the input's own name.
 */
export function fieldsOf(error: z.ZodError, root = 'input'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const at = issue.path.map(String);
    // A strict object's unknown keys are reported each under its own name.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...at, key].join('.')] ??= 'Unknown parameter.';
      continue;
    }
    const key = at.length > 0 ? at.join('.') : root;
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses untrusted input, or throws the 400 `VALIDATION_FAILED` error with its fields. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(fieldsOf(result.error));
  return result.data;
}

/** Turns a failed zod parse into the 400 error body's HttpError (used by the error handler). */
export function validationErrorOf(error: z.ZodError, context?: string): HttpError {
  return validationFailed(fieldsOf(error, context));
}

/**
 * Lets routes declare `schema: { params, querystring, body, headers }` as zod schemas:
 * a failed parse reaches the error handler as the ZodError itself (Fastify marks it
 * with `validationContext`), and a successful one replaces the input with zod's output
 * (so coercions and defaults apply).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};
