// What other modules may ask of assignments: the one rule of "staff assigned to a startup" (see the repository).
export { staffAssignedToStartups } from './assignments.repository.ts';
export {
  addStartupsToProgram,
  assignUsersToProgram,
  livePeople,
  programAssigneeLinks,
  programStartupLinks,
  removeStartupsFromProgram,
  setProgramAdmins,
  startupsAmong,
  unassignUsersFromProgram,
  type PersonRow,
} from './assignments.repository.ts';
