// What other modules may call of programmes (the home dashboard's programme names; sign-up and invitations, which
// add a member). They import this file, never the repository (docs/architecture.md, "Module boundaries").
export {
  addProgramMember,
  findProgramById,
  findProgramBySlug,
  listPrograms,
  type ProgramSummary,
} from './programs.repository.ts';
