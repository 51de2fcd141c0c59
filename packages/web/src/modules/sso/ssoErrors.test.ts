import { describe, expect, it } from 'vitest';
import { ssoErrorMessage } from './ssoErrors.ts';

describe('ssoErrorMessage', () => {
  it('translates the server codes, with the email for a missing account', () => {
    expect(
      ssoErrorMessage('SSO_NO_ACCOUNT', 'No account for this email in Lakeside', { email: 'a@b.example' }),
    ).toEqual({ key: 'sso.errors.noAccount', values: { email: 'a@b.example' } });
    expect(ssoErrorMessage('SSO_STATE_INVALID', 'whatever')).toEqual({ key: 'sso.errors.stateInvalid' });
    expect(ssoErrorMessage('MAX_SESSIONS', 'Maximum number of sessions reached')).toEqual({
      key: 'sso.errors.maxSessions',
    });
  });
  it("shows the provider's description for its own errors, else names the error", () => {
    expect(ssoErrorMessage('access_denied', 'End-User aborted interaction')).toEqual({
      text: 'End-User aborted interaction',
    });
    expect(ssoErrorMessage('login_required', null)).toEqual({
      key: 'sso.errors.providerRefused',
      values: { code: 'login_required' },
    });
  });
  it('falls back to the server message, then to a generic one', () => {
    expect(ssoErrorMessage('SOMETHING_NEW', 'Something new happened')).toEqual({ text: 'Something new happened' });
    expect(ssoErrorMessage('SOMETHING_NEW', '')).toEqual({ key: 'sso.errors.unknown' });
  });
});
