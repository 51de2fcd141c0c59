// Spec 01 §4 "Global loading indicator": a counter raised for every mutation and a few named
// operations, lowered on completion or error and never below zero; the indicator shows while it is
// above 0. A connection flag turns false on a network error and true when any operation gets an
// answer (except the connection-indication query); the push channel opening or closing sets it too.
// Pure state, no Apollo or React: the link (activityLink.ts) and the components read and feed it.

export interface ShellActivityState {
  readonly pending: number;
  readonly online: boolean;
}

export type OperationKind = 'query' | 'mutation' | 'subscription';

/**
 * Non-mutation operations that raise the counter. The spec's list (create applicant, confirm account,
 * create form, publish in form builder, …) is mostly mutations, which count anyway; these are the
 * query-shaped ones, by operation name, for when they exist here.
 */
export const TRACKED_OPERATION_NAMES: ReadonlySet<string> = new Set([
  'ExportMetricReport',
  'FindOrCreateFunnelInstructionEmail',
]);

/** The query that only asks whether the server is reachable: its answer never sets the flag. */
export const CONNECTION_INDICATION_OPERATION = 'ConnectionIndication';

export function raisesLoadingIndicator(kind: OperationKind, name: string | undefined): boolean {
  return kind === 'mutation' || (name !== undefined && TRACKED_OPERATION_NAMES.has(name));
}

export type OperationOutcome = 'answered' | 'network-error';

/** The connection flag after an operation ended; `current` when the operation says nothing. */
export function connectionAfter(current: boolean, name: string | undefined, outcome: OperationOutcome): boolean {
  if (outcome === 'network-error') return false;
  return name === CONNECTION_INDICATION_OPERATION ? current : true;
}

export interface ShellActivityStore {
  getSnapshot(): ShellActivityState;
  subscribe(listener: () => void): () => void;
  /** Raises the counter; the returned function lowers it once, however often it is called. */
  begin(): () => void;
  setOnline(online: boolean): void;
}

export function createShellActivityStore(
  initial: ShellActivityState = { pending: 0, online: true },
): ShellActivityStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const update = (next: ShellActivityState) => {
    if (next.pending === state.pending && next.online === state.online) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    begin() {
      update({ ...state, pending: state.pending + 1 });
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        update({ ...state, pending: Math.max(0, state.pending - 1) });
      };
    },
    setOnline(online) {
      update({ ...state, online });
    },
  };
}

/** The app's one store. */
export const shellActivity = createShellActivityStore();
