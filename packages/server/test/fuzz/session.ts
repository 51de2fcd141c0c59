// The fuzz's session (test/fuzz.integration.test.ts): the test server, the Lakeside admin's sign-in (renewed when a
// destructive call ends it), the plausible rows, and the record of every answer that is an internal error.
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { getNamedType, isListType, isNonNullType, isScalarType, type GraphQLField } from 'graphql';
import { incubators } from '../../src/core/db/incubators.schema.ts';
import { startTestServer, DEMO_PASSWORD, type HttpOptions, type HttpResult, type TestServer } from '../harness.ts';
import { policies, tenantRows } from '../schema-walk.ts';
import { MAYA, LAKESIDE } from '../personas.ts';
import { describeValue, hostile, operation, plausible, type Ctx, type GqlCall } from './inputs.ts';
import { multipart } from './multipart.ts';

export const ADMIN_EMAIL = MAYA;
export const HOST = LAKESIDE.host;

export class FuzzSession {
  s!: TestServer;
  ctx!: Ctx;
  adminId = '';
  demoId = '';
  attachmentId = '';
  token = '';
  private forwardedFor = 0;
  private unique = 0;
  readonly failures: string[] = [];
  /** FUZZ_ANSWERS=<file>: every answer (status, code, message) written there, to see how far the calls reach. */
  readonly answers = process.env.FUZZ_ANSWERS ? ([] as string[]) : null;
  readonly stats = { graphql: 0, rest: 0, relogins: 0 };

  /** Each request from its own (documentation-range) address, so per-address attempt limits do not mask the routes. */
  private readonly nextAddress = () => {
    this.forwardedFor++;
    return `198.18.${(this.forwardedFor >> 8) & 255}.${this.forwardedFor & 255}`;
  };
  readonly http = (o: HttpOptions) =>
    this.s.http({ ...o, headers: { 'x-forwarded-for': this.nextAddress(), ...(o.headers ?? {}) } });

  readonly signIn = async () => {
    const res = await this.http({
      method: 'POST',
      path: '/auth/local',
      host: HOST,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: DEMO_PASSWORD, endOldestSession: true }),
    });
    if (res.status !== 200) throw new Error(`re-login failed: ${res.status} ${res.text}`);
    this.stats.relogins++;
    this.token = (res.body as { token: string }).token;
  };

  readonly record = (who: string, what: string, res: HttpResult | Error) => {
    if (res instanceof Error) return this.failures.push(`${who} ${what} → connection error ${res.message}`);
    const errors =
      (res.body as { errors?: { message: string; extensions?: { code?: string } }[] } | null)?.errors ?? [];
    if (this.answers) {
      const rest = (res.body as { error?: unknown } | null)?.error;
      const e = errors[0]
        ? { code: errors[0].extensions?.code, message: errors[0].message }
        : rest && typeof rest === 'object'
          ? (rest as { code?: string; message: string })
          : rest
            ? { code: '(not a code)', message: `${JSON.stringify(res.body)}` }
            : undefined;
      this.answers.push(
        `${who} | ${what.slice(0, 110)} | ${res.status} ${e ? `${e.code} ${e.message.slice(0, 90)}` : 'ok'}`,
      );
    }
    const internal = errors.find((e) => e.extensions?.code === 'INTERNAL');
    if (res.status >= 500 || internal)
      this.failures.push(
        `${who} ${what} → HTTP ${res.status} ${(internal ? `INTERNAL ${internal.message}` : res.text).slice(0, 300)}`,
      );
  };

  readonly sendGql = async (signedIn: boolean, call: GqlCall) => {
    const body = JSON.stringify({ query: call.query, variables: call.variables }).replaceAll(
      '{{n}}',
      String(++this.unique),
    );
    const send = () =>
      this.http({
        method: 'POST',
        path: '/graphql',
        host: HOST,
        headers: {
          'content-type': 'application/json',
          'apollo-require-preflight': 'true',
          ...(signedIn ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body,
      }).catch((err: Error) => err);
    this.stats.graphql++;
    const before = this.token;
    let res = await send();
    const unauthenticated = (r: HttpResult | Error) =>
      !(r instanceof Error) &&
      ((r.body as { errors?: { extensions?: { code?: string } }[] }).errors ?? []).some(
        (e) => e.extensions?.code === 'AUTHENTICATION_REQUIRED',
      );
    if (signedIn && unauthenticated(res)) {
      // A destructive call (sessions ended, role changed) took the token's standing: sign in again and retry once.
      if (this.token === before) await this.signIn();
      res = await send();
    }
    this.record(signedIn ? 'admin' : 'signed out', `${call.op} ${call.what}`, res);
  };

  readonly callsFor = (
    kind: 'query' | 'mutation',
    field: GraphQLField<unknown, unknown>,
    name: string,
    signedIn: boolean,
  ): GqlCall[] => {
    // The required arguments only: each optional one is tried alone, with its hostile values.
    const base = Object.fromEntries(
      field.args
        .filter((a) => isNonNullType(a.type))
        .map((a) => [a.name, plausible(a.type, a.name, [field.name], this.ctx)]),
    );
    // Last, so that a deletion or an archive with plausible arguments leaves the row to the hostile calls before it.
    const plausibleCall: GqlCall = {
      op: name,
      what: '(plausible arguments)',
      query: operation(kind, field),
      variables: base,
    };
    // Signed out, an operation that is not public stops at its policy, before any resolver reads an argument (and
    // the arguments' coercion is the same as signed in): one call checks that it refuses cleanly.
    if (!signedIn && policies[name]?.access !== 'public') return [plausibleCall];
    const calls: GqlCall[] = [];
    for (const arg of field.args) {
      for (const c of hostile(arg.type, arg.name, [field.name], this.ctx)) {
        calls.push({
          op: name,
          what: `${arg.name} = ${c.label} ${describeValue(c.value)}`,
          query: operation(kind, field),
          variables: { ...base, [arg.name]: c.value },
        });
      }
      const named = getNamedType(arg.type);
      if (isScalarType(named) && ['String', 'ID'].includes(named.name)) {
        // The same text written in the document: a string literal's escapes decode to NUL after the JSON body is parsed.
        const { [arg.name]: _omitted, ...rest } = base;
        const literal = isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type)
          ? '["a\\u0000b"]'
          : '"a\\u0000b"';
        calls.push({
          op: name,
          what: `${arg.name} = inline literal "a\\u0000b"`,
          query: operation(kind, field, { name: arg.name, literal }),
          variables: rest,
        });
      }
    }
    return [...calls, plausibleCall];
  };

  async start(): Promise<void> {
    this.s = await startTestServer({ TRUST_PROXY: 'true' });
    const db = this.s.running.services.database.db;
    this.demoId = (await db.select().from(incubators).where(eq(incubators.slug, 'demo')))[0]!.id;
    const northId = (await db.select().from(incubators).where(eq(incubators.slug, 'northstar')))[0]!.id;
    this.token = await this.s.login(ADMIN_EMAIL);
    // One attachment of the admin's, for the attachment routes' plausible ids.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = multipart([{ name: 'file', filename: 'pixel.png', type: 'image/png', data: png }]);
    const upload = await this.http({
      method: 'POST',
      path: '/api/users/file',
      host: HOST,
      body: form.body,
      headers: { ...form.headers, authorization: `Bearer ${this.token}` },
    });
    expect(upload.status, upload.text).toBe(201);
    this.attachmentId = (upload.body as { _id?: string; id?: string })._id ?? (upload.body as { id: string }).id;
    const rows = await tenantRows(this.s, this.demoId);
    const admin = rows.get('users')!.find((u) => u.email === ADMIN_EMAIL)!;
    this.adminId = admin.id as string;
    this.ctx = {
      rows,
      foreign: await tenantRows(this.s, northId),
      avoid: new Set([this.adminId, admin.roleId as string]),
      programSlug: String(rows.get('programs')![0]!.slug),
    };
  }
}
