import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { FEATURES_NOT_BUILT, gateFeatures } from '@portal/core';
import { accessListing } from './api-access';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the access listing', () => {
  it('matches the committed listing: a change of any endpoint access shows in review', async () => {
    await expect(accessListing(t.app.apiRoutes)).toMatchFileSnapshot('./api-access.listing.txt');
  });

  it('gates no endpoint by the flag of a capability the portal does not have yet', () => {
    const gated = t.app.apiRoutes.flatMap((route) =>
      route.feature ? gateFeatures(route.feature).map((flag) => `${route.url} ${flag}`) : [],
    );
    expect(
      gated.filter((entry) => FEATURES_NOT_BUILT.some((flag) => entry.endsWith(` ${flag}`))),
    ).toEqual([]);
  });

  it('lists each endpoint once, with its rule, feature and verified-e-mail flag', () => {
    const listing = accessListing([
      { method: 'GET', url: '/api/b', access: 'any', verifiedEmail: true },
      { method: 'HEAD', url: '/api/b', access: 'any', verifiedEmail: true },
      { method: 'POST', url: '/api/a', access: [['trainer', 'profileViewer'], 'securityAdmin'] },
      { method: 'GET', url: '/api/c', access: 'apiKey', feature: 'eventSurveys' },
    ]);
    expect(listing.split('\n')).toEqual([
      'POST    /api/a  rule=trainer+profileViewer | securityAdmin',
      'GET     /api/b  rule=any  verifiedEmail',
      'GET     /api/c  rule=apiKey  feature=eventSurveys',
      '',
    ]);
  });
});
