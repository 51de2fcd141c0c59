// The exports module: files written by background tasks (metric reports, the applications pipeline), their download,
// the resumption of runs whose process died and a sweep of the ones that never ran.
import type { ServerModule } from '../../core/module.ts';
import type { TaskDefinition } from '../../core/jobs.ts';
import { exportsPolicies, exportsResolvers } from './exports.resolvers.ts';
import { exportsRoutes } from './exports.routes.ts';
import { exportsSweepJob } from './exports.sweep.ts';
import { exportsResumeJob } from './exports.resume.ts';
import { EXPORT_TASKS } from './exports.job.ts';
import * as tables from './exports.schema.ts';

export const exportsModule: ServerModule = {
  name: 'exports',
  resolvers: exportsResolvers,
  policies: exportsPolicies,
  routes: exportsRoutes,
  jobs: [exportsResumeJob, exportsSweepJob],
  tasks: EXPORT_TASKS.map((task) => task as TaskDefinition<never>),
  tables,
};
