// A real SMTP server for tests (the smtp-server package): the app under test sends through SMTP_URL = catcher.url,
// and the test reads what arrived — decoded subject, text and HTML — and follows the links in it.
// Plain SMTP on 127.0.0.1 without AUTH or STARTTLS (nodemailer is told ignoreTLS as well).
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CaughtMail {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface MailCatcher {
  port: number;
  /** The SMTP_URL to give the app. */
  url: string;
  messages: CaughtMail[];
  /** Resolves with the first message (already received or yet to come) that matches; rejects after timeoutMs. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** The next message to this address that was not handed out by take() before. */
  take(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    // A client still connected at close (a pooled connection of a server closing at the same time) is cut after a
    // second, not the default 30 s.
    closeTimeout: 1000,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        messages.push({
          ...parseMessage(raw),
          envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
          envelopeTo: envelope.rcptTo.map((r) => r.address),
          raw,
        });
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const waitFor = (match: (mail: CaughtMail) => boolean, timeoutMs = 10_000) =>
    new Promise<CaughtMail>((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(found);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(
          new Error(
            `No matching email within ${timeoutMs} ms; received: ${messages.map((m) => `${m.envelopeTo.join(',')} "${m.subject}"`).join('; ') || 'none'}`,
          ),
        );
      }, timeoutMs);
      if (!check()) waiters.add(wake);
    });

  return {
    port,
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    messages,
    waitFor,
    take: async (to, timeoutMs) => {
      const mail = await waitFor(
        (m) => !taken.has(m) && m.envelopeTo.some((a) => a.toLowerCase() === to.toLowerCase()),
        timeoutMs,
      );
      taken.add(mail);
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in the message's text whose path starts with `pathPrefix` (e.g. '/reset/'). */
export function linkIn(mail: CaughtMail, pathPrefix: string): URL {
  for (const m of mail.text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = new URL(m[0]);
    if (url.pathname.startsWith(pathPrefix)) return url;
  }
  throw new Error(`No ${pathPrefix} link in the email "${mail.subject}":\n${mail.text}`);
}

// --- a small MIME reader: enough for what nodemailer writes (multipart, quoted-printable, base64, encoded words)

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const cut = normalized.indexOf('\n\n');
  const head = cut === -1 ? normalized : normalized.slice(0, cut);
  const body = cut === -1 ? '' : normalized.slice(cut + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | null {
  const m = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return m ? m[1]! : null;
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const text = s.replace(/=\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=); whitespace between two of them is dropped. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  if (!/^multipart\//i.test(type)) return [part];
  const boundary = param(type, 'boundary');
  if (!boundary) return [];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\n/, ''))));
}

function parseMessage(raw: string): Omit<CaughtMail, 'envelopeFrom' | 'envelopeTo' | 'raw'> {
  const top = splitPart(raw);
  let text = '';
  let html = '';
  for (const leaf of leaves(top)) {
    const type = (leaf.headers.get('content-type') ?? 'text/plain').toLowerCase();
    if (type.startsWith('text/plain') && !text) text = decodeBody(leaf);
    else if (type.startsWith('text/html') && !html) html = decodeBody(leaf);
  }
  return {
    headers: top.headers,
    from: decodeHeader(top.headers.get('from') ?? ''),
    to: decodeHeader(top.headers.get('to') ?? ''),
    subject: decodeHeader(top.headers.get('subject') ?? ''),
    text,
    html,
  };
}
