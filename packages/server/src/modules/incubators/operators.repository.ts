// The instance's operators, their console sessions and the instance settings (core/db/instance.schema.ts). Instance
// tables, not tenant-owned: with the tenant registry, the one place that works on the raw database handle.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { instanceSettings, operators, operatorSessions, type OperatorRow } from '../../core/db/instance.schema.ts';
import type { OperatorIdentity } from '../../core/module.ts';
import type { RegistryDb } from './incubators.repository.ts';

export async function findOperatorByEmail(database: RegistryDb, email: string): Promise<OperatorRow | null> {
  const rows = await database.db.select().from(operators).where(eq(operators.email, email)).limit(1);
  return rows[0] ?? null;
}

/** Adds an operator, or sets the password of the one with this email. */
export async function upsertOperator(database: RegistryDb, email: string, passwordHash: string): Promise<boolean> {
  const existing = await findOperatorByEmail(database, email);
  if (existing) {
    await database.db
      .update(operators)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(operators.id, existing.id));
    // A new password ends the operator's open sessions.
    await database.db
      .update(operatorSessions)
      .set({ endedAt: new Date() })
      .where(and(eq(operatorSessions.operatorId, existing.id), isNull(operatorSessions.endedAt)));
    return false;
  }
  await database.db.insert(operators).values({ email, passwordHash });
  return true;
}

export async function listOperatorEmails(database: RegistryDb): Promise<string[]> {
  const rows = await database.db.select({ email: operators.email }).from(operators).orderBy(operators.email);
  return rows.map((r) => r.email);
}

export async function removeOperator(database: RegistryDb, email: string): Promise<boolean> {
  const rows = await database.db.delete(operators).where(eq(operators.email, email)).returning({ id: operators.id });
  return rows.length > 0;
}

export async function insertOperatorSession(
  database: RegistryDb,
  operatorId: string,
  expiresAt: Date,
): Promise<string> {
  const [row] = await database.db
    .insert(operatorSessions)
    .values({ operatorId, expiresAt })
    .returning({ id: operatorSessions.id });
  await database.db.update(operators).set({ lastSignInAt: new Date() }).where(eq(operators.id, operatorId));
  return row!.id;
}

export async function endOperatorSession(database: RegistryDb, sessionId: string): Promise<void> {
  await database.db
    .update(operatorSessions)
    .set({ endedAt: new Date() })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.endedAt)));
}

/** The operator of a live session (not ended, not expired): the platform port of the console's routes. */
export async function findOperatorInSession(
  db: Db,
  operatorId: string,
  sessionId: string,
): Promise<OperatorIdentity | null> {
  const rows = await db
    .select({ id: operators.id, email: operators.email })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.id, sessionId),
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function readSetting(database: RegistryDb, key: string): Promise<unknown> {
  const rows = await database.db.select().from(instanceSettings).where(eq(instanceSettings.key, key)).limit(1);
  return rows[0]?.value;
}

export async function writeSetting(database: RegistryDb, key: string, value: unknown): Promise<void> {
  await database.db
    .insert(instanceSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: instanceSettings.key, set: { value, updatedAt: new Date() } });
}
