// The attachments module: uploaded files: REST upload and download; signed addresses for profile images in answers.
import type { ServerModule } from '../../core/module.ts';
import { attachmentsRoutes } from './attachments.routes.ts';
import * as tables from './attachments.schema.ts';
import { signProfileImages } from './attachment-urls.ts';

export const attachmentsModule: ServerModule = {
  name: 'attachments',
  routes: attachmentsRoutes,
  tables,
  onResolution: signProfileImages,
};
