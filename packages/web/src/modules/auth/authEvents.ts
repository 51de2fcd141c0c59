// The API layer cannot navigate; it announces that the server refused the token and the
// AuthProvider, inside the router, signs the user out (spec §4 and §8).
export const AUTHENTICATION_REQUIRED_EVENT = 'ascent:authentication-required';

export function announceAuthenticationRequired(): void {
  document.dispatchEvent(new Event(AUTHENTICATION_REQUIRED_EVENT));
}

export function onAuthenticationRequired(callback: () => void): () => void {
  document.addEventListener(AUTHENTICATION_REQUIRED_EVENT, callback);
  return () => document.removeEventListener(AUTHENTICATION_REQUIRED_EVENT, callback);
}

// Pages a signed-out visitor may be on: an authentication error there changes nothing (spec §8).
const PUBLIC_PATH_PATTERNS = [
  /^\/login\b/,
  /reset/,
  /^\/application\/new\b/,
  /^\/acceptinvitation\b/,
  /^\/forgotpassword\b/,
  /^\/share\/forms\b/,
  /^\/welcome\b/,
  /^\/incubator-not-found\b/,
  /^\/error\b/,
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATH_PATTERNS.some((pattern) => pattern.test(pathname));
}
