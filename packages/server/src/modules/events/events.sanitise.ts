// The event description's rich text, sanitised on the way in: an allow-list of formatting tags without attributes
// (links keep an http(s) or mailto href only), everything else escaped as text, scripts and styles dropped with
// their content, comments dropped. What comes out is safe to place in a page as HTML.
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'blockquote',
  'a',
]);
const VOID = new Set(['br']);
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|object|embed|template|noscript|textarea|title)\b[\s\S]*?(<\/\1\s*>|$)/gi;
const TAG = /<!--[\s\S]*?(-->|$)|<\/?([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ENTITY = /&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '"') out += '&quot;';
    else out += c;
  }
  return out;
}

function safeHref(attributes: string): string | null {
  const match = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  const raw = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  if (!/^(https?:\/\/|mailto:)/i.test(raw)) return null;
  try {
    const url = new URL(raw);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

export function sanitiseRichText(input: string): string {
  const source = input.replace(DROPPED_WITH_CONTENT, '');
  let out = '';
  let last = 0;
  for (const m of source.matchAll(TAG)) {
    out += escapeText(source.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[2]?.toLowerCase();
    if (!name || !ALLOWED.has(name)) continue;
    const closing = m[0].startsWith('</');
    if (closing) {
      if (!VOID.has(name)) out += `</${name}>`;
      continue;
    }
    if (name === 'a') {
      const href = safeHref(m[3] ?? '');
      out += href ? `<a href="${escapeText(href)}" rel="noopener noreferrer nofollow" target="_blank">` : '<a>';
    } else out += `<${name}>`;
  }
  return (out + escapeText(source.slice(last))).trim();
}
