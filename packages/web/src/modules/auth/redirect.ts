// Where to go after signing in: the remembered page (path and query), never another site.

export const REDIRECT_PARAM = 'redirect';

/** /login?redirect=<path+query of the page that asked for sign-in>. */
export function loginPath(from?: { readonly pathname: string; readonly search: string }): string {
  if (!from) return '/login';
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: from.pathname + from.search })}`;
}

/** A same-origin path from ?redirect=, or '/'. Rejects absolute and protocol-relative URLs. */
export function safeRedirectTarget(search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target === '/login' || target.startsWith('/login?')) return '/';
  return target;
}
