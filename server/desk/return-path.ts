/**
 * Where the desk sends someone after sign-in: back to the desk page they opened signed out (the clinic's e-mail links
 * to a request's page), never anywhere else. Only a path of this origin under /desk/ is kept, read as the browser
 * would resolve it (so `/desk/../x`, `//host`, `/\host` and encoded dots cannot leave the desk), and never the sign-in
 * or enrolment pages themselves (decision 0072).
 */

/** A stand-in origin to resolve a path against: a path that resolves to another origin is not ours. */
const HERE = 'http://desk.invalid';
const MAX_LENGTH = 512;
const NOT_AFTER_SIGN_IN = /^\/desk\/(sign-in|sign-out|enrol)(\/|$)/;

/** The query parameter of the sign-in page that carries the path. */
export const RETURN_PARAMETER = 'return';

/** The path and query to return to, as the desk will redirect to it, or null when it is not a desk page of ours. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  // A path of this origin only: one leading slash, no backslash (browsers read it as a slash), no control characters.
  if (!value.startsWith('/') || value.startsWith('//') || /\\|\p{Cc}/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE || !url.pathname.startsWith('/desk/') || NOT_AFTER_SIGN_IN.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** The sign-in page, carrying `from` when it is a desk page to come back to. */
export function signInPath(from: string): string {
  const back = safeReturnPath(from);
  return back ? `/desk/sign-in?${RETURN_PARAMETER}=${encodeURIComponent(back)}` : '/desk/sign-in';
}

/** The return path a sign-in page or its verification carries, checked again (it came from the browser). */
export const returnPathOf = (carrier: unknown): string | null =>
  safeReturnPath((carrier as Record<string, unknown> | null)?.[RETURN_PARAMETER]);
