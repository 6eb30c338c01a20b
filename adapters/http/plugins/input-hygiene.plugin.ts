import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** issue 30: the route is a payment provider's own card form (the offline test provider's): card numbers are its input. */
    takesCardNumbers?: boolean;
  }
}
import fp from 'fastify-plugin';
import * as E from 'fp-ts/lib/Either.js';
import { CARD_NUMBER_REFUSED_MESSAGE, containsCardNumber } from '../../../domain/payments/card';
import { parseUserText, stripUnsafeText, type UserTextKind } from '../../../domain/shared/user-text';
import { HttpError } from '../http-error';

/** No route takes more than a few levels; anything deeper is refused before it is walked further. */
export const MAX_JSON_DEPTH = 32;
/** A refused request names at most this many fields (a body of 10 000 bad keys gets a short answer). */
const MAX_REPORTED_FIELDS = 20;
/** Headers whose values routes store as data; nobody types them, so they are cleaned, not refused. */
const DATA_HEADERS = ['user-agent'] as const;

type Fields = Record<string, string>;

/** A key as it can be shown in a field path: invisible and broken characters escaped. */
const shown = (key: string): string => JSON.stringify(key).slice(1, -1);
const pathOf = (parent: string, key: string): string => (parent === '' ? key : `${parent}.${key}`);

class Collector {
  readonly fields: Fields = {};
  #count = 0;

  /** issue 30: whether a card number is refused here (everywhere but a payment provider's own card form). */
  constructor(readonly refusesCardNumbers: boolean) {}

  add(path: string, message: string): void {
    if (this.#count >= MAX_REPORTED_FIELDS || path in this.fields) return;
    this.fields[path] = message;
    this.#count++;
  }

  get full(): boolean {
    return this.#count >= MAX_REPORTED_FIELDS;
  }

  get empty(): boolean {
    return this.#count === 0;
  }
}

function cleanText(value: string, kind: UserTextKind, path: string, found: Collector): string {
  const parsed = parseUserText(value, kind);
  if (E.isRight(parsed) && found.refusesCardNumbers && containsCardNumber(parsed.right)) found.add(path || 'body', CARD_NUMBER_REFUSED_MESSAGE);
  if (E.isRight(parsed)) return parsed.right;
  found.add(path || 'body', parsed.left.message);
  return value;
}

function cleanKey(key: string, parent: string, found: Collector): string {
  const parsed = parseUserText(key, 'line');
  if (E.isRight(parsed)) return parsed.right;
  found.add(pathOf(parent, shown(key)), `is not a valid field name: it ${parsed.left.message}`);
  return key;
}

/**
 * A JSON value with every string checked and NFC-normalised: values as `text` (a message has
 * lines), keys as `line` (they become field labels). Recursion is bounded by MAX_JSON_DEPTH.
 */
function cleanJson(value: unknown, path: string, depth: number, found: Collector): unknown {
  if (found.full) return value;
  if (typeof value === 'string') return cleanText(value, 'text', path, found);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_JSON_DEPTH) {
    found.add(path || 'body', `is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
    return value;
  }
  if (Array.isArray(value)) return value.map((item, i) => cleanJson(item, pathOf(path, String(i)), depth + 1, found));
  // Only what a JSON parser makes: a Buffer or a stream from another content-type parser is left as it is.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  // fromEntries defines own properties: a key named `__proto__` stays a key.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const cleanedKey = cleanKey(key, path, found);
      return [cleanedKey, cleanJson(item, pathOf(path, shown(cleanedKey)), depth + 1, found)];
    }),
  );
}

/** A body sent as text/plain (`navigator.sendBeacon`): checked as the JSON it holds, or as text, and kept a string. */
function cleanStringBody(body: string, found: Collector): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return cleanText(body, 'text', 'body', found);
  }
  if (parsed === null || typeof parsed !== 'object') return cleanText(body, 'text', 'body', found);
  return JSON.stringify(cleanJson(parsed, '', 0, found));
}

/** Query values and path parameters: single lines. Arrays are a repeated query key. */
function cleanLines(record: unknown, nameOf: (key: string) => string, found: Collector): unknown {
  if (record === null || typeof record !== 'object') return record;
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => {
      const name = cleanKey(key, '', found);
      const path = nameOf(shown(name));
      if (typeof value === 'string') return [name, cleanText(value, 'line', path, found)];
      if (Array.isArray(value)) {
        return [name, value.map((item, i) => (typeof item === 'string' ? cleanText(item, 'line', `${path}.${i}`, found) : item))];
      }
      return [name, value];
    }),
  );
}

function refusal(fields: Fields): HttpError {
  const [first] = Object.entries(fields);
  const message = first ? `The request holds text that is not allowed: ${first[0]} ${first[1]}.` : 'The request holds text that is not allowed.';
  return new HttpError(400, 'VALIDATION_FAILED', message, fields);
}

/**
 * Text input is checked and normalised once, here, before any route validates it (the rule is
 * domain/shared/user-text.ts): every path parameter and query value (`line`), every string of a
 * JSON body at any depth (values `text`, keys `line`), and the header values routes store. A
 * refused character is a 400 `VALIDATION_FAILED` naming each field; a page asked for with one
 * gets the 400 page (the error handler chooses HTML or JSON). What passes reaches the route
 * NFC-normalised, so no NUL or broken Unicode ever reaches a use case or the database. And
 * (issue 30) no card number: a value holding one is refused the same way, on every route but a
 * payment provider's own card form (route config `takesCardNumbers`), so none is stored or logged.
 */
export const inputHygienePlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const found = new Collector(request.routeOptions.config?.takesCardNumbers !== true);
      // The SSR and media routes' wildcard is the rest of the path.
      request.params = cleanLines(request.params, (key) => (key === '*' ? 'path' : key), found) as typeof request.params;
      request.query = cleanLines(request.query, (key) => key, found) as typeof request.query;
      if (typeof request.body === 'string') request.body = cleanStringBody(request.body, found);
      else if (request.body !== undefined) request.body = cleanJson(request.body, '', 0, found);
      if (!found.empty) throw refusal(found.fields);
      for (const name of DATA_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') request.headers[name] = stripUnsafeText(value);
      }
    });
  },
  { name: 'caryard-input-hygiene', fastify: '5.x', dependencies: ['caryard-error-handler'] },
);
