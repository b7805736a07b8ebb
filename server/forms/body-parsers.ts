import type { FastifyInstance } from 'fastify';

/**
 * Strict body parsers for the two accepted types. They replace Fastify's defaults (and stand in
 * for @fastify/formbody) because those silently turn invalid UTF-8 into U+FFFD: here a body that
 * is not valid UTF-8, a malformed percent-escape, malformed JSON or a JSON value that is not an
 * object is refused with 400, and any other content type with 415 (Fastify's own answer).
 */

export const BODY_LIMIT = 16 * 1024;

export class BadBodyError extends Error {
  readonly statusCode = 400;
  readonly code = 'BAD_BODY';
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw new BadBodyError('The form data is not valid UTF-8 text.');
  }
}

function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    throw new BadBodyError('The form data could not be read (a malformed or non-UTF-8 escape).');
  }
}

/** application/x-www-form-urlencoded into an object; the last of repeated fields wins, except that
 *  the honeypot keeps any non-empty value. */
export function parseUrlEncoded(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = Object.create(null);
  if (text === '') return result;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
    const value = decodeComponent(eq === -1 ? '' : pair.slice(eq + 1));
    if (key === 'website' && typeof result[key] === 'string' && result[key] !== '') continue;
    result[key] = value;
  }
  return result;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** Form fields are flat: an object of strings (a list at most). Deeper JSON is no form. */
export const MAX_JSON_DEPTH = 8;

/**
 * Every string in a JSON value is well-formed UTF-16 (no lone surrogates from "\ud800") and it
 * nests no deeper than MAX_JSON_DEPTH. A loop over an explicit stack, not recursion: 16 KB of `[`
 * would overflow the call stack (a 500) before any depth check is reached.
 */
function checkJsonValue(root: unknown): void {
  const stack: Array<[value: unknown, depth: number]> = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isWellFormed(value)) throw new BadBodyError('The request body holds text that is not valid Unicode.');
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH) throw new BadBodyError('The request body nests too deeply to be a form.');
      for (const [key, child] of Object.entries(value)) {
        if (!isWellFormed(key)) throw new BadBodyError('The request body holds text that is not valid Unicode.');
        stack.push([child, depth + 1]);
      }
    }
  }
}

export function parseJsonObject(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadBodyError('The request body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new BadBodyError('The request body must be a JSON object of form fields.');
  }
  checkJsonValue(value);
  const result: Record<string, unknown> = Object.create(null);
  Object.assign(result, value);
  return result;
}

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, parseUrlEncoded(decodeUtf8(body as Buffer)));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, parseJsonObject(decodeUtf8(body as Buffer)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
