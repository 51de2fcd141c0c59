// Who may read the organisation's outbox: see MAIL_OUTBOX_ROLES in @ascent/shared (the web hides the page the same way).
import { canReadMailOutbox } from '@ascent/shared';
import { forbidden } from '../../core/errors.ts';

export function assertCanReadMailOutbox(user: { roleType: string }): void {
  if (!canReadMailOutbox(user.roleType)) throw forbidden('Only the programme staff can read the outbox.');
}
