// The operator console's calls (server: modules/incubators/operator.routes.ts) and the organisation sign-up's. The
// console's token lives in this origin's storage only (the console's host), apart from any organisation's.
import { RestError } from '../../app/errors.ts';

const TOKEN_KEY = 'ascent-operator-token';

export const operatorToken = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

export interface Organisation {
  readonly label: string;
  readonly name: string;
  readonly plan: string;
  readonly status: 'active' | 'suspended' | 'deleted';
  readonly defaultLanguage: string;
  readonly timezone: string;
  readonly users: number;
  readonly createdAt: string;
  readonly suspendedAt: string | null;
  readonly deletedAt: string | null;
}

export interface NewOrganisationInput {
  readonly label: string;
  readonly name: string;
  readonly plan: string;
  readonly language: string;
  readonly timezone: string;
  readonly adminEmail: string;
  readonly adminFirstName?: string;
  readonly adminLastName?: string;
}

/** A JSON call; a failure throws RestError (its code and reason translate), a lost connection a TypeError. */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = operatorToken.get();
  const response = await fetch(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw RestError.of(json);
  return json as T;
}
