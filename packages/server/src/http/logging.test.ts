import { describe, expect, it } from 'vitest';
import { loggableUrl } from './logging';

describe('loggableUrl', () => {
  it('redacts the password of ValidatePassword in any case', () => {
    expect(loggableUrl('/api/auth/ValidatePassword/hunter2')).toBe(
      '/api/auth/ValidatePassword/[redacted]',
    );
    expect(loggableUrl('/API/AUTH/validatepassword/s3cret?x=1')).toBe(
      '/API/AUTH/validatepassword/[redacted]?x=1',
    );
  });

  it('redacts reset and e-mail confirmation codes', () => {
    expect(loggableUrl('/authaccount/resetpassword/abc123/true')).toBe(
      '/authaccount/resetpassword/[redacted]/true',
    );
    expect(loggableUrl('/redirect/emailconfirmed/user-1/code-2')).toBe(
      '/redirect/emailconfirmed/user-1/[redacted]',
    );
  });

  it("redacts the hub's access_token query parameter wherever it stands", () => {
    expect(
      loggableUrl('/hub/messaging/messaginghub?version=1&appname=teams&access_token=eyJ.a.b'),
    ).toBe('/hub/messaging/messaginghub?version=1&appname=teams&access_token=[redacted]');
    expect(loggableUrl('/hub/messaging/messaginghub?ACCESS_TOKEN=x.y.z&appname=teams')).toBe(
      '/hub/messaging/messaginghub?ACCESS_TOKEN=[redacted]&appname=teams',
    );
  });

  it('keeps other URLs as they are', () => {
    expect(loggableUrl('/api/webconfig/GetLatest?x=1')).toBe('/api/webconfig/GetLatest?x=1');
  });
});
