-- The mail outbox is for admins only (security issue 12): roles below Admin and Admin & Coach lose the grant.
UPDATE "roles"
SET "permissions" = COALESCE(
  (SELECT jsonb_agg(g) FROM jsonb_array_elements("permissions") AS g WHERE g->>'key' <> 'EMAILS/OUTBOX:VIEW'),
  '[]'::jsonb
)
WHERE "type" NOT IN ('Admin', 'AdminCoach', 'System')
  AND "permissions" @> '[{"key": "EMAILS/OUTBOX:VIEW"}]'::jsonb;
