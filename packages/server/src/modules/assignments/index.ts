// The assignments module: who is assigned to which startup or programme (what ASSIGNED means).
import type { ServerModule } from '../../core/module.ts';
import * as tables from './assignments.schema.ts';

export const assignmentsModule: ServerModule = {
  name: 'assignments',
  tables,
};
