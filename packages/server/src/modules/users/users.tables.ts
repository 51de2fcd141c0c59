// The users module's public tables (docs/architecture.md, "Module boundaries"): its tables that other modules may name,
// read-only, in a query that joins across modules (search, exports, the portfolio). Writes go through the owner's
// functions; table definitions import the schema itself for foreign keys.
export { roles, users, type PermissionEntry, type RoleRow } from './users.schema.ts';
