// Looks up the organisation of this host name once, and shares it with the whole app: branding for
// the theme and the login page, SEO title and description for the document (spec §3, §8).
import { ServerError } from '@apollo/client/errors';
import { createContext, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import { errorCode } from '../../app/errors.ts';
import { setLanguageSources } from '../../app/i18n.ts';
import { publicQuery } from '../../app/publicQuery.ts';
import type { PublicIncubatorQuery } from '../../generated/graphql.ts';
// The text of the query (no Apollo Client before sign-in: publicQuery.ts); its type is generated from the same file.
import PUBLIC_INCUBATOR_QUERY from './graphql/PublicIncubator.graphql?raw';

export type Tenant = NonNullable<PublicIncubatorQuery['publicIncubator']>;

export type TenantState =
  | { readonly status: 'loading'; readonly tenant: null }
  | { readonly status: 'ready'; readonly tenant: Tenant }
  /** No organisation answers to this host name. */
  | { readonly status: 'missing'; readonly tenant: null }
  /** The organisation is suspended by the instance operator: every call is refused. */
  | { readonly status: 'suspended'; readonly tenant: null }
  /** The instance's own hosts, which no organisation answers: the operator console, the organisation sign-up. */
  | { readonly status: 'operator'; readonly tenant: null }
  | { readonly status: 'signup'; readonly tenant: null }
  | { readonly status: 'error'; readonly tenant: null; readonly error: unknown };

const TenantContext = createContext<TenantState>({ status: 'loading', tenant: null });
const TenantReloadContext = createContext<() => void>(() => {});

/** Asks the server for the organisation again, e.g. after an administrator changed its name or language. */
export function useReloadTenant(): () => void {
  return use(TenantReloadContext);
}

export function useTenant(): TenantState {
  return use(TenantContext);
}

/** The tenant, for screens that only render once it is known. */
export function useRequiredTenant(): Tenant {
  const state = useTenant();
  if (state.status !== 'ready') throw new Error('useRequiredTenant used before the tenant is known');
  return state.tenant;
}

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

function setFavicon(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = href;
}

/** The tenant's browser title: its SEO title when active, else its name (pages put theirs in front). */
export function tenantTitle(tenant: Tenant): string {
  return (tenant.incubatorSeo.active && tenant.incubatorSeo.seoTitle?.trim()) || tenant.name;
}

function applyToDocument(tenant: Tenant): void {
  const seo = tenant.incubatorSeo;
  if (tenant.logoSquare) setFavicon(tenant.logoSquare);
  document.title = tenantTitle(tenant);
  setMetaDescription((seo.active && seo.seoDescription?.trim()) || tenant.description || '');
  document.documentElement.dataset.tenant = tenant.slug;
}

/** The server refused the organisation as suspended (a GraphQL error, or the HTTP 403 body carrying its code). */
function isSuspended(error: unknown): boolean {
  return (
    errorCode(error) === 'TENANT_SUSPENDED' || (ServerError.is(error) && error.bodyText.includes('"TENANT_SUSPENDED"'))
  );
}

/** The kind of instance host this is (GET /api/instance/host), or null for an address nothing answers. */
async function instanceHostKind(): Promise<'operator' | 'signup' | null> {
  try {
    const response = await fetch('/api/instance/host');
    const body = (await response.json()) as { kind?: unknown };
    return body.kind === 'operator' || body.kind === 'signup' ? body.kind : null;
  } catch {
    return null;
  }
}

// The first paint waits on this query: fail over to the error screen after two attempts, not six.
const TENANT_QUERY_ATTEMPTS = 2;

export function TenantProvider({ children }: { readonly children: ReactNode }) {
  const [state, setState] = useState<TenantState>({ status: 'loading', tenant: null });
  // Bumped to look the organisation up again; the current state stays on screen meanwhile.
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    let current = true;
    // Kept in state: signing out clears the GraphQL cache, not the tenant.
    publicQuery<PublicIncubatorQuery>(PUBLIC_INCUBATOR_QUERY, 'PublicIncubator', { maxAttempts: TENANT_QUERY_ATTEMPTS })
      .then((data) => {
        if (!current) return;
        const tenant = data?.publicIncubator ?? null;
        if (tenant) {
          applyToDocument(tenant);
          void setLanguageSources({ programme: tenant.defaultLanguage });
          setState({ status: 'ready', tenant });
        } else {
          // No organisation here: perhaps the operator console's or the sign-up's host.
          void instanceHostKind().then((kind) => current && setState({ status: kind ?? 'missing', tenant: null }));
        }
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (isSuspended(error)) return setState({ status: 'suspended', tenant: null });
        console.error('Cannot load the organisation of this address', error);
        setState({ status: 'error', tenant: null, error });
      });
    return () => {
      current = false;
    };
  }, [generation]);

  return (
    <TenantReloadContext value={reload}>
      <TenantContext value={state}>{children}</TenantContext>
    </TenantReloadContext>
  );
}
