// Domain events: what a module tells the others happened, after its transaction commits. Each module declares the
// events it publishes by augmenting `DomainEvents` (in its `<m>.events.ts`) and lists their names in its manifest
// (`publishes`); the modules that react list handlers in theirs (`events`). Core knows no event by name.
import type { JobScope } from '../scope.ts';

/**
 * Event name → payload (plain JSON: it is stored in the outbox). Augmented by the publishing module:
 * `declare module '../../core/events/types.ts' { interface DomainEvents { 'task.done': { taskId: string } } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type EventName = keyof DomainEvents & string;

/** One committed event, as its handlers receive it. `id` is stable across redeliveries: handlers key on it. */
export interface DomainEvent<N extends EventName = EventName> {
  readonly id: string;
  readonly name: N;
  readonly incubatorId: string;
  readonly payload: DomainEvents[N];
  readonly occurredAt: Date;
}

/**
 * A handler works with a job scope (core/scope.ts): the event's tenant (outside any transaction), the process
 * services, and a logger whose lines carry `event:<id>`.
 */
export type EventHandlerFn<N extends EventName> = (scope: JobScope, event: DomainEvent<N>) => Promise<void>;

/**
 * A subscriber. `inline` (the default) runs in the publishing process right after the commit, before the mutation
 * answers — for quick writes (a notification row, a system post). `queue` runs later through pg-boss — for slow work
 * (mail, outbound calls), never awaited by the mutation. Either way at least once: a handler must be idempotent,
 * keyed on `event.id`.
 */
export interface EventHandler<N extends EventName> {
  readonly handle: EventHandlerFn<N>;
  readonly via?: 'inline' | 'queue';
}

/** A module's subscriptions: event name → one handler (a function or a descriptor) or several. */
export type EventSubscriptions = {
  readonly [N in EventName]?: EventHandlerFn<N> | EventHandler<N> | readonly (EventHandlerFn<N> | EventHandler<N>)[];
};

/** Typed helper for a manifest's `events` field. */
export const subscribe = (subscriptions: EventSubscriptions): EventSubscriptions => subscriptions;

/** Typed helper for a manifest's `publishes` field. */
export const eventNames = <const N extends readonly EventName[]>(...names: N): N => names;
