// The sessions module's public file (docs/architecture.md, "Module boundaries"): what other modules may call of it.
// They import this file, never its repository; the owner chooses what is here.
export { lastActiveAtByUser, liveCondition } from './sessions.repository.ts';
