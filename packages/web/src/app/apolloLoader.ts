// Apollo Client (apollo.ts, with rxjs and the links) loads with the first screen that needs it (ApolloGate.tsx), not
// with the page: /login goes without it (issue #15). Code outside React (sign-in, sign-out) reaches it here.
import type * as Apollo from './apollo.ts';

type ApolloModule = typeof Apollo;

let loaded: ApolloModule | null = null;
let loading: Promise<ApolloModule> | null = null;

/** Loads apollo.ts (once) and answers it. */
export function loadApollo(): Promise<ApolloModule> {
  loading ??= import('./apollo.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed chunk may load on the next try (the error boundaries reload the page for a stale build).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** apollo.ts if something loaded it already, else null: then it holds nothing to clear or close. */
export function loadedApollo(): ApolloModule | null {
  return loaded;
}
