// The REST fuzz's calls (test/fuzz.integration.test.ts): for every route of the running app, hostile path
// parameters, query strings, JSON bodies (each key the route reads, one at a time) and whole bodies of the wrong kind.
import type { HttpOptions } from '../harness.ts';
import { MALFORMED_UUID, MEGABYTE, OVER_LIMIT, WRONG_JSON, type Case } from './inputs.ts';
import { HOST } from './session.ts';

export interface RestCall {
  what: string;
  o: HttpOptions;
  /** Signed in only: what a route reads from its body is the same signed out (public routes) or never read (the others refuse first). */
  signedInOnly?: boolean;
}

export interface RestIds {
  adminId: string;
  attachmentId: string;
  /** A Northstar user's id: another organisation's row. */
  foreignUserId: string;
}

export function restCalls(routes: readonly { method: string; url: string }[], ids: RestIds): RestCall[] {
  const { adminId, attachmentId } = ids;
  const plausibleParam = (param: string, url: string) =>
    /token/i.test(param)
      ? 'x'.repeat(43)
      : param === 'referenceType'
        ? 'user'
        : param === 'referenceId'
          ? adminId
          : /exports/.test(url)
            ? '00000000-0000-4000-8000-000000000000'
            : attachmentId;
  const pathParams: Case[] = [
    { label: '%00', value: '%00' },
    { label: 'a%00b', value: 'a%00b' },
    { label: 'a lone surrogate (invalid UTF-8)', value: '%ED%A0%80' },
    { label: 'a broken escape', value: '%E0%A4%A' },
    { label: 'a bare %', value: '%' },
    { label: '8 kB', value: 'x'.repeat(8000) },
    { label: 'a malformed UUID', value: MALFORMED_UUID },
    { label: "Northstar's user id", value: ids.foreignUserId },
    { label: 'a traversal', value: '..%2F..%2Fetc%2Fpasswd' },
    { label: 'dots', value: '..' },
  ];
  // Each hostile value in every query parameter a route reads (or might): one request per value.
  const QUERY_KEYS = ['exp', 'sig', 'referenceType', 'referenceId', 'connection', 'returnTo', 'token', 'x'];
  const queryStrings = [
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%',
    'x'.repeat(500),
    '1e308',
    '-1',
    'NaN',
    '',
    'a&{k}=b',
    '[]',
    '[a]',
  ].map((v) => QUERY_KEYS.map((k) => (v.startsWith('[') ? `${k}${v}=1` : `${k}=${v.replace('{k}', k)}`)).join('&'));
  const BODY_KEYS: Record<string, unknown> = {
    email: 'fuzz.nobody@lakeside.example',
    password: 'fuzz-wrong-password-123',
    newPassword: 'fuzz-new-password-123',
    token: 'x'.repeat(43),
    incubator: 'demo',
    code: 'x',
    state: 'x',
    iss: 'https://issuer.example',
    endOldestSession: false,
    name: 'Renamed.png',
    firstName: 'Maya',
    lastName: 'Chen',
    headline: 'Programme Director',
    phone: '+33 1 23 45 67 89',
    language: 'en',
    timezone: 'Europe/Paris',
    bio: 'Bio',
    country: 'FR',
    links: { linkedin: 'https://linkedin.com/in/maya' },
    expertise: ['Growth'],
    industries: ['Fintech'],
    referenceType: 'user',
    referenceId: adminId,
  };
  // The keys each route reads (the plausible body carries them all); a route missing here gets every key fuzzed.
  const ROUTE_BODY_KEYS: Record<string, string[]> = {
    'POST /auth/local': ['email', 'password', 'incubator', 'endOldestSession'],
    'POST /auth/sso/callback': ['state', 'code', 'iss', 'endOldestSession'],
    'POST /api/users/sendresetpassword': ['email'],
    'POST /api/users/resetpassword': ['token', 'newPassword'],
    'POST /api/users/validate/:token': [],
    'PUT /user': [
      'firstName',
      'lastName',
      'headline',
      'phone',
      'language',
      'timezone',
      'bio',
      'country',
      'links',
      'expertise',
      'industries',
    ],
    'PUT /api/attachments/:id': ['name'],
    'DELETE /api/attachments/:referenceType/:id': [],
    'POST /api/attachment/upload': ['referenceType', 'referenceId'],
    'POST /api/users/file': [],
  };
  const bodyValues: Case[] = [
    ...WRONG_JSON,
    { label: 'NUL inside', value: 'a\u0000b' },
    { label: 'a lone surrogate', value: 'a\uD800b' },
    { label: 'a 1 MB string', value: MEGABYTE },
    { label: 'an empty string', value: '' },
    { label: '1e308', value: 1e308 },
    { label: '-1', value: -1 },
    { label: 'a NUL key', value: { 'a\u0000': 'x' } },
    { label: 'a list with NUL', value: ['a\u0000b'] },
    { label: '21 items', value: Array.from({ length: 21 }, (_, i) => `item ${i}`) },
  ];
  const wholeBodies: [string, string, string][] = [
    ['[]', '[]', 'application/json'],
    ['1', '1', 'application/json'],
    ['"x"', '"x"', 'application/json'],
    ['null', 'null', 'application/json'],
    ['true', 'true', 'application/json'],
    ['malformed JSON', '{"email":', 'application/json'],
    ['trailing garbage', '{} x', 'application/json'],
    ['empty JSON', '', 'application/json'],
    ['a NUL key', JSON.stringify({ 'a\u0000': 1 }), 'application/json'],
    ['__proto__', '{"__proto__": {"polluted": true}}', 'application/json'],
    ['constructor.prototype', '{"constructor": {"prototype": {"polluted": true}}}', 'application/json'],
    ['10,000 nested arrays', `{"email": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`, 'application/json'],
    ['over BODY_LIMIT', JSON.stringify({ email: OVER_LIMIT }), 'application/json'],
    ['text/plain', 'hello', 'text/plain'],
    ['text/plain with NUL', 'a\u0000b', 'text/plain'],
    ['form encoded', 'email=a%00b', 'application/x-www-form-urlencoded'],
    ['xml', '<a/>', 'application/xml'],
    ['multipart without boundary', 'x', 'multipart/form-data'],
    ['json as utf-16', '{}', 'application/json; charset=utf-16'],
  ];

  const calls: RestCall[] = [];
  for (const route of routes) {
    const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
    const pathWith = (override?: { param: string; value: string }) =>
      route.url.replace(/:([A-Za-z]+)/g, (_m, p: string) =>
        override?.param === p ? override.value : encodeURIComponent(plausibleParam(p, route.url)),
      );
    const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
    const baseBody = hasBody ? JSON.stringify(BODY_KEYS) : undefined;
    const base = (path: string): HttpOptions => ({
      method: route.method,
      path,
      host: HOST,
      headers: hasBody ? { 'content-type': 'application/json' } : {},
      body: baseBody,
    });
    const name = `${route.method} ${route.url}`;
    calls.push({ what: `${name} (plausible)`, o: base(pathWith()) });
    for (const p of params)
      for (const c of pathParams)
        calls.push({
          what: `${name} :${p} = ${c.label}`,
          o: base(pathWith({ param: p, value: c.value as string })),
        });
    for (const q of queryStrings) calls.push({ what: `${name} ?${q.slice(0, 60)}`, o: base(`${pathWith()}?${q}`) });
    if (hasBody) {
      for (const key of [...(ROUTE_BODY_KEYS[name] ?? Object.keys(BODY_KEYS)), 'notAKey']) {
        for (const c of bodyValues)
          calls.push({
            what: `${name} body.${key} = ${c.label}`,
            o: { ...base(pathWith()), body: JSON.stringify({ ...BODY_KEYS, [key]: c.value }) },
            signedInOnly: true,
          });
      }
      for (const [label, body, type] of wholeBodies)
        calls.push({
          what: `${name} body ${label}`,
          o: { ...base(pathWith()), headers: { 'content-type': type }, body },
        });
    }
  }
  return calls;
}
