// The subscribers of every event, gathered from the manifests once at start. A handler naming an event that no
// module publishes, or an event published by two modules, stops the start with a message naming it.
import type { ServerModule } from '../module.ts';
import type { EventHandler, EventHandlerFn, EventName } from './types.ts';

const EVENT_NAME = /^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/;

export interface RegisteredHandler {
  /** `<module>:<event>#<n>`: stable while the manifests are, used to hand a queued handler its work. */
  readonly key: string;
  readonly module: string;
  readonly via: 'inline' | 'queue';
  readonly handle: EventHandlerFn<EventName>;
}

export interface EventRegistry {
  /** Every published event name, with the module that publishes it. */
  readonly publishers: ReadonlyMap<string, string>;
  /** The handlers of an event, in the order of the composition list. */
  handlersOf(name: string): readonly RegisteredHandler[];
  byKey(key: string): RegisteredHandler | undefined;
}

export function buildEventRegistry(modules: readonly ServerModule[]): EventRegistry {
  const publishers = new Map<string, string>();
  for (const mod of modules) {
    for (const name of mod.publishes ?? []) {
      if (!EVENT_NAME.test(name))
        throw new Error(`Module ${mod.name} publishes "${name}", which is not an event name (<module>.<pastTense>)`);
      const other = publishers.get(name);
      if (other && other !== mod.name) throw new Error(`Both ${other} and ${mod.name} publish the event ${name}`);
      publishers.set(name, mod.name);
    }
  }
  const byName = new Map<string, RegisteredHandler[]>();
  const byKey = new Map<string, RegisteredHandler>();
  for (const mod of modules) {
    for (const [name, value] of Object.entries(mod.events ?? {})) {
      if (!publishers.has(name))
        throw new Error(`Module ${mod.name} subscribes to the event ${name}, which no module publishes`);
      const list = (Array.isArray(value) ? value : [value]) as (EventHandlerFn<EventName> | EventHandler<EventName>)[];
      list.forEach((h, n) => {
        const handler: RegisteredHandler = {
          key: `${mod.name}:${name}#${n}`,
          module: mod.name,
          via: typeof h === 'function' ? 'inline' : (h.via ?? 'inline'),
          handle: typeof h === 'function' ? h : h.handle,
        };
        if (typeof handler.handle !== 'function')
          throw new Error(`Module ${mod.name} subscribes to ${name} without a handler`);
        byName.set(name, [...(byName.get(name) ?? []), handler]);
        byKey.set(handler.key, handler);
      });
    }
  }
  return { publishers, handlersOf: (name) => byName.get(name) ?? [], byKey: (key) => byKey.get(key) };
}
