// Spec 01 §2.4: Internet Explorer is unsupported; iOS and Safari below 15, Firefox below 93, Chrome
// below 99 and Opera below 85 are blocked. Every iOS browser (Chrome, Firefox, Edge) is Safari
// underneath, so the iOS version decides for all of them; Chromium browsers other than Opera (Edge,
// Samsung Internet) are judged by their Chromium version. Unknown browsers are let through.
export type BrowserSupport = 'supported' | 'blocked';

export const MINIMUM_VERSIONS = { ios: 15, safari: 15, firefox: 93, chrome: 99, opera: 85 } as const;

function major(userAgent: string, pattern: RegExp): number | null {
  const match = pattern.exec(userAgent);
  if (!match?.[1]) return null;
  const version = Number.parseInt(match[1], 10);
  return Number.isFinite(version) ? version : null;
}

function atLeast(version: number | null, minimum: number): BrowserSupport {
  return version !== null && version >= minimum ? 'supported' : 'blocked';
}

export function browserSupport(userAgent: string): BrowserSupport {
  const ua = userAgent ?? '';
  // Internet Explorer (MSIE up to 10, Trident for 11) and the EdgeHTML Edge that followed it.
  if (/MSIE |Trident\//.test(ua) || /\bEdge\/\d/.test(ua)) return 'blocked';
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return atLeast(major(ua, /\bOS (\d+)[_.]\d/), MINIMUM_VERSIONS.ios);
  // Opera before the Chromium test: its agent names Chrome too. Presto Opera ("Opera/9.80") is old.
  if (/\bOPR\//.test(ua)) return atLeast(major(ua, /\bOPR\/(\d+)/), MINIMUM_VERSIONS.opera);
  if (/^Opera\//.test(ua)) return 'blocked';
  if (/\bFirefox\//.test(ua)) return atLeast(major(ua, /\bFirefox\/(\d+)/), MINIMUM_VERSIONS.firefox);
  if (/\b(Chrome|Chromium)\//.test(ua))
    return atLeast(major(ua, /\b(?:Chrome|Chromium)\/(\d+)/), MINIMUM_VERSIONS.chrome);
  if (/\bSafari\//.test(ua) && /\bVersion\/\d/.test(ua))
    return atLeast(major(ua, /\bVersion\/(\d+)/), MINIMUM_VERSIONS.safari);
  return 'supported';
}
