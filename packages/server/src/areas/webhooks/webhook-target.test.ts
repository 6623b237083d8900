import { describe, expect, it } from 'vitest';
import { isObviouslyInternalHost, isPrivateAddress, publicOnlyLookup } from './webhook-target';

describe('webhook targets', () => {
  it('knows private, loopback, link-local and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('judges host names by their form', () => {
    expect(isObviouslyInternalHost('localhost')).toBe(true);
    expect(isObviouslyInternalHost('api.localhost')).toBe(true);
    expect(isObviouslyInternalHost('[::1]')).toBe(true);
    expect(isObviouslyInternalHost('hooks.example.com')).toBe(false);
    expect(isObviouslyInternalHost('8.8.8.8')).toBe(false);
  });

  it('refuses at connect time a name that resolves to loopback', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (e) => resolve(e)),
    );
    expect(error?.code).toBe('EPRIVATETARGET');
  });
});
