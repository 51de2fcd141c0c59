// The guard of every route (spec 01 §6) is the shared access rule (@ascent/shared access.ts), so the server's
// sidebar and search answer as the pages do. The RouteGuard component gathers the facts; the rule decides.
export {
  guardDecision,
  planPageAllowed,
  PLAN_PATH,
  signedInDecision,
  type GuardDecision,
  type GuardFacts,
  type SignedInUserFacts,
} from '@ascent/shared';
