// The startups module's public file (docs/architecture.md, "Module boundaries"): what other modules may call of it.
// They import this file, never its repository; the owner chooses what is here.
export {
  addStartupMember,
  findStartupById,
  findStartupsOfUser,
  listStartupNames,
  type StartupSummary,
} from './startups.repository.ts';
export { startupExists } from './startups.access.ts';
export {
  addStartupsToProgram,
  markInitialCategorizationComplete,
  removeStartupsFromProgram,
} from './startup-file.repository.ts';
// An accepted application becomes a portfolio startup (the applications module).
export { addStartupProgram, insertStartup } from './startup-file.repository.ts';
export { moveStartupTaxonomy } from './startup-file.repository.ts';
