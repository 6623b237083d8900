import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchedLogDestination, loggableUrl } from './logging';

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

  it('redacts the print key of print views', () => {
    expect(loggableUrl('/print/tractionplan/k1.abc_-/TP-1')).toBe(
      '/print/tractionplan/[redacted]/TP-1',
    );
    expect(loggableUrl('/Print/report/key/R-1/full?x=1')).toBe(
      '/Print/report/[redacted]/R-1/full?x=1',
    );
    expect(loggableUrl('/api/print/x/y')).toBe('/api/print/x/y');
  });

  it('redacts the key of signed file addresses', () => {
    expect(loggableUrl('/files/content/f-1?b=teams&s=k1.abc_-')).toBe(
      '/files/content/f-1?b=teams&s=[redacted]',
    );
    expect(loggableUrl('/files/content/f-1?s=k1.abc&b=teams')).toBe(
      '/files/content/f-1?s=[redacted]&b=teams',
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

describe('batchedLogDestination', () => {
  it('writes the lines of one event-loop turn together at its end', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-log-'));
    const file = join(dir, 'log');
    const fd = openSync(file, 'w');
    try {
      const destination = batchedLogDestination(fd);
      destination.write('{"n":1}\n');
      destination.write('{"n":2}\n');
      expect(readFileSync(file, 'utf8')).toBe('');
      await new Promise((resolve) => setImmediate(resolve));
      expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n');
      destination.write('{"n":3}\n');
      await new Promise((resolve) => setImmediate(resolve));
      expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
