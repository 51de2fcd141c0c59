// Who may configure single sign-on: the organisation's administrators.
const SSO_MANAGERS = new Set(['Admin', 'AdminCoach']);

export function canManageSso(roleType: string): boolean {
  return SSO_MANAGERS.has(roleType);
}
