// The applications module's public tables (docs/architecture.md, "Module boundaries"): read-only, for the one query
// of another module that must join them (the assignments module's rule of which funnels a user is assigned to).
export { applications, funnelRounds } from './applications.schema.ts';
export { applicationEvaluations, funnelRoundEvaluators } from './application-reviews.schema.ts';
