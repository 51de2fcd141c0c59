// What other modules may read of programmes (the home dashboard's programme names).
export { listPrograms, type ProgramSummary } from './programs.repository.ts';
