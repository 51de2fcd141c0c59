// "Later" on /profile/complete: remembered for this browser session and this user, so the route guard does not ask
// again until the next session (a required profile field never locks anyone out).
const LATER_KEY = 'accelerator-profile-later';

export function answeredLater(userId: string): boolean {
  try {
    return sessionStorage.getItem(LATER_KEY) === userId;
  } catch {
    return false;
  }
}

export function answerLater(userId: string): void {
  try {
    sessionStorage.setItem(LATER_KEY, userId);
  } catch {
    // Private browsing without storage: the guard asks again on the next page, which "Later" then leaves.
  }
}
