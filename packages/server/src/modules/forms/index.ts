// The forms module: the forms engine (issue 18) — forms with a purpose, versions, questions with their rules,
// share links and responses. The later modules (surveys, feedback requests, applications, evaluations, custom
// fields) add forms of their purpose to this engine.
import type { ServerModule } from '../../core/module.ts';
import { formsPolicies, formsResolvers } from './forms.resolvers.ts';
import * as tables from './forms.schema.ts';

export const formsModule: ServerModule = {
  name: 'forms',
  resolvers: formsResolvers,
  policies: formsPolicies,
  tables,
};
