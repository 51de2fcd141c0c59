/** The tenant identifier the server reads: the first label of the host name ("acme" in acme.localhost). */
export function incubatorIdentifier(hostname: string = window.location.hostname): string {
  return hostname.split('.')[0] ?? '';
}
