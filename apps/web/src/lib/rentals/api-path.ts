/**
 * The API answers file addresses from its root ('/api/payments/…/receipt'); the client's paths are
 * relative to the API base. An address outside /api is kept as it is.
 */
export function apiPath(url: string): string {
  return url.replace(/^(?:https?:\/\/[^/]+)?\/api\//, '');
}
