// Column helpers shared by every tenant-owned table.
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** The tenant column: part of every tenant-owned table's primary key and foreign keys. */
export const incubatorId = () => uuid('incubator_id').notNull();

export const id = () => uuid('id').notNull().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
