// The assignments module's public file: what other modules may ask of assignments — the one rule of "staff assigned
// to a startup" (see the repository), programme membership and team assignments. They import this file, never the
// repository (docs/architecture.md, "Module boundaries").
export {
  assignedIds,
  assignToProgram,
  assignToStartup,
  assignUsersToProgram,
  livePeople,
  programAssigneeLinks,
  programStartupLinks,
  setProgramAdmins,
  staffAssignedToStartups,
  startupsAmong,
  teamAssignedStartupIds,
  unassignFromProgram,
  unassignFromStartup,
  unassignUsersFromProgram,
  type PersonRow,
} from './assignments.repository.ts';
