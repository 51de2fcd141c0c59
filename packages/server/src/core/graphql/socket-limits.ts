// The limits of a live socket and the graphql-ws close codes the socket guard (socket-guard.ts) answers with.
export const SOCKET_LIMITS = {
  /** The largest message a client may send (a subscription document is a few hundred bytes). */
  maxMessageBytes: 64 * 1024,
  /** What one socket may send per window (Mercurius parses each message before any hook sees it). */
  messagesPerWindow: 100,
  bytesPerWindow: 256 * 1024,
  messageWindowMs: 10_000,
  /** graphql-ws: a socket that has not sent connection_init by then is closed with 4408. */
  initTimeoutMs: 3_000,
  socketsPerUser: 20,
  socketsPerAddress: 50,
  subscriptionsPerSocket: 50,
  /** A socket whose session ended stays open this long, so the session's own `sessionLoggedOut` reaches it. */
  sessionEndGraceMs: 250,
  /** Each socket's session and user are checked again at least this often (and at the session's expiry). */
  recheckMs: 5 * 60_000,
  /** A socket told to close that does not finish the closing handshake is cut after this long. */
  closeTimeoutMs: 2_000,
};

/** graphql-ws close codes. */
export const CLOSE = {
  badRequest: 4400,
  forbidden: 4403,
  initTimeout: 4408,
  subscriberExists: 4409,
  tooMany: 4429,
} as const;
