// Who may do what with a coaching session. COACHING:VIEW reads the sessions of the startups it reaches (and
// everyone reads the sessions they coach or attend); COACHING:SCHEDULE logs and changes sessions of the startups
// it reaches — for a coach or mentor with ASSIGNED, exactly the startups the assignments module says they are
// assigned to. The coach's notes are written by the session's coaches and the programme team (SCHEDULE for all
// startups), never by the startup's side; staff notes by the team only, shown to the startup when made public.
import { isFounderSideRole } from '@ascent/shared';
import type { SignedIn } from '../../core/scope.ts';
import { Authorizer, reaches, type Reach } from '../permissions/permissions.service.ts';
import type { SessionPeople } from './coaching.repository.ts';
import type { CoachingSessionRow } from './coaching.schema.ts';

export interface CoachingViewer {
  id: string;
  roleType: string;
  viewReach: Reach;
  scheduleReach: Reach;
  /** The programme team with SCHEDULE over every startup (writes staff notes). */
  staffTeam: boolean;
  founderSide: boolean;
}

export async function viewerOf({ tdb, user }: SignedIn): Promise<CoachingViewer> {
  const authz = new Authorizer(tdb, user);
  const founderSide = isFounderSideRole(user.roleType);
  return {
    id: user.id,
    roleType: user.roleType,
    viewReach: await authz.reach('COACHING:VIEW'),
    scheduleReach: await authz.reach('COACHING:SCHEDULE'),
    staffTeam: !founderSide && authz.scope('COACHING:SCHEDULE') === 'ALL',
    founderSide,
  };
}

export interface SessionRights {
  visible: boolean;
  isCoach: boolean;
  canEdit: boolean;
  canEditNotes: boolean;
  canEditStaffNotes: boolean;
  seesStaffNotes: boolean;
}

export function rightsOn(viewer: CoachingViewer, row: CoachingSessionRow, people: SessionPeople): SessionRights {
  const isCoach = people.coachIds.includes(viewer.id);
  const isAttendee = people.attendeeIds.includes(viewer.id);
  const visible = isCoach || isAttendee || reaches(viewer.viewReach, row.startupId);
  const open = row.status === 'meeting_scheduled';
  const team = !viewer.founderSide && (isCoach || viewer.staffTeam);
  return {
    visible,
    isCoach,
    canEdit: open && (isCoach || viewer.staffTeam || reaches(viewer.scheduleReach, row.startupId)),
    canEditNotes: open && team,
    canEditStaffNotes: open && viewer.staffTeam,
    seesStaffNotes: row.staffNotesPublic || (!viewer.founderSide && visible),
  };
}
