/** What a secret is replaced with, in log lines and in the e-mails kept after sending. */
export const REDACTED = '[removido]';

/**
 * Query parameters that carry a secret, by name (compared without letter case). `codigo` is the one the
 * product's own links use (`/redefinir-senha?codigo=…`, `/admin/definir-senha?codigo=…`); the others are
 * the names a link, a client or a future route would give a code, a token or a password, so a secret in
 * one of them never reaches a log line either.
 */
const SECRET_PARAMETERS = new Set([
  'codigo',
  'code',
  'token',
  'convite',
  'invitation',
  'invite',
  'passwordresetcode',
  'password',
  'senha',
  'secret',
  'session',
  'sessao',
  'access_token',
  'accesscode',
  'access_code',
]);

/** Path segments after which a route would carry a secret (`/convites/<token>/aceitar`, `/reset/<code>`). */
const SECRET_PATH_MARKERS = new Set([
  'codigo',
  'code',
  'codes',
  'token',
  'tokens',
  'convite',
  'convites',
  'invitation',
  'invitations',
  'invite',
  'redefinir-senha',
  'definir-senha',
  'reset',
  // The fiador's invitation: /fiador/<token> (the page) and /api/guarantor-invitations/<token>/accept.
  'fiador',
  'guarantor-invitations',
]);

/** A route's own word (`accept`, `aceitar`, `resend`): not a secret, kept so the line still says what was asked. */
const ROUTE_WORD = /^[a-z]+(?:-[a-z]+)*$/;
/** Ids are not secrets in this product (every one needs a session that may see it): kept for tracing. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isSecretSegment(segment: string): boolean {
  if (segment === '' || UUID.test(segment)) return false;
  return segment.length >= 16 || !ROUTE_WORD.test(segment);
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** `name=value` pairs after `?` or `&`, anywhere in a string (a URL, or a relative link inside a text). */
const QUERY_PAIR = /([?&])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/g;

function redactQueryPairs(text: string): string {
  return text.replace(QUERY_PAIR, (pair, separator: string, name: string, value: string) =>
    value !== '' && SECRET_PARAMETERS.has(decodedName(name)) ? `${separator}${name}=${REDACTED}` : pair,
  );
}

function redactPath(path: string): string {
  const segments = path.split('/');
  for (let index = 1; index < segments.length; index += 1) {
    const marker = decodedName(segments[index - 1]!);
    if (SECRET_PATH_MARKERS.has(marker) && isSecretSegment(segments[index]!)) segments[index] = REDACTED;
  }
  return segments.join('/');
}

/**
 * A request URL (path and query, as Fastify's `request.url`) or an absolute link, with the secrets it
 * carries replaced by REDACTED: query parameters named like a code or a token, and a path segment that
 * follows a word such as `convites` or `token`. What is left still says which page or route was asked.
 */
export function redactUrl(url: string): string {
  const queryStart = url.search(/[?#]/);
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const rest = queryStart === -1 ? '' : url.slice(queryStart);
  return redactPath(path) + redactQueryPairs(rest);
}

const ABSOLUTE_LINK = /https?:\/\/[^\s"'<>]+/g;

/** Every link in a text (absolute, or a relative one's query), as `redactUrl` leaves it. */
export function redactLinks(text: string): string {
  return redactQueryPairs(text.replace(ABSOLUTE_LINK, (link) => redactUrl(link)));
}

/**
 * The log lines' own defence, beside the URL serialiser: headers that prove who the caller is and fields
 * named like a password never reach a line, whatever object a caller logs (pino's `redact`).
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-signature"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'newPassword',
  'currentPassword',
  'passwordResetCode',
  'token',
];
