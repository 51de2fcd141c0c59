// ISO 3166-1 alpha-2 countries named in the given language, as the server accepts them (users.routes.ts).
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function countryName(code: string | null | undefined, language: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryOptions(language: string): { value: string; label: string }[] {
  const en = new Intl.DisplayNames(['en'], { type: 'region' });
  const local = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  const out: { value: string; label: string }[] = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      if (NOT_COUNTRIES.has(code) || en.of(code) === code) continue;
      out.push({ value: code, label: local.of(code) ?? code });
    }
  }
  return out.sort((x, y) => x.label.localeCompare(y.label, language));
}

/** The profile link networks and their brand names (proper nouns, the same in every language). */
export const PROFILE_LINKS = [
  { key: 'linkedin', brand: 'LinkedIn' },
  { key: 'twitter', brand: 'Twitter' },
  { key: 'facebook', brand: 'Facebook' },
  { key: 'angellist', brand: 'AngelList' },
] as const;
