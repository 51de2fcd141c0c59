// The exports module: files written by a background task (metric reports), their download and a sweep of stuck ones.
import type { ServerModule } from '../../core/module.ts';
import type { TaskDefinition } from '../../core/jobs.ts';
import { exportsPolicies, exportsResolvers } from './exports.resolvers.ts';
import { exportsRoutes } from './exports.routes.ts';
import { exportsSweepJob } from './exports.sweep.ts';
import { metricsExportTask } from './exports.job.ts';
import * as tables from './exports.schema.ts';

export const exportsModule: ServerModule = {
  name: 'exports',
  resolvers: exportsResolvers,
  policies: exportsPolicies,
  routes: exportsRoutes,
  jobs: [exportsSweepJob],
  tasks: [metricsExportTask as TaskDefinition<never>],
  tables,
};
