const SLASH = 0x2f;
const QUESTION_MARK = 0x3f;

/**
 * Whether a request's URL (or only its path) is the API's: `/api` itself or anything under `/api/`,
 * with or without a query. Not `/apis` nor `/api-docs`. Read on every request, so no parsing.
 */
export function isApiUrl(url: string): boolean {
  if (!url.startsWith('/api')) return false;
  const next = url.charCodeAt(4);
  return Number.isNaN(next) || next === SLASH || next === QUESTION_MARK;
}
