// The taxonomy's reactions to other modules' events. An event's topics and tags are names of this organisation's
// topic and event tags (events.labels.ts): a name an event editor typed that the taxonomy does not know yet becomes
// a tag of its kind, so the next event's form offers it and the setup screen counts and renames it. Idempotent: a
// name already there (in any case) is left as it is, as a redelivered event (core/events: at least once) requires.
import { DEFAULT_TAG_COLOR, STARTUP_LIMITS } from '@ascent/shared';
import { subscribe } from '../../core/events/types.ts';
import { insertTag, tagNameTaken } from './taxonomy.repository.ts';

export const taxonomySubscribers = subscribe({
  'event.labelsAdded': async (scope, { payload }) => {
    await scope.tdb.transaction(async (tdb) => {
      for (const [kind, names] of [
        ['topic', payload.topics],
        ['event', payload.tags],
      ] as const) {
        for (const raw of names) {
          const name = raw.trim();
          if (!name || name.length > STARTUP_LIMITS.tagName || (await tagNameTaken(tdb, kind, name))) continue;
          await insertTag(tdb, { kind, name, category: 'untagged', color: DEFAULT_TAG_COLOR });
        }
      }
    });
  },
});
