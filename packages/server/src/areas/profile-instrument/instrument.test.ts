import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileConfig, ProfileDefinition, ReportFormat } from '@portal/core';
import { tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { call } from '../profile-participant/profile-test-support';

describe.each(testEngines())('360 instrument administration on %s', (engine) => {
  let t: TestApp;
  let eventAdmin: string;
  let securityAdmin: string;
  let participant: string;
  let definition: ProfileDefinition;
  let format: ReportFormat;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    eventAdmin = tokenFor(t.app, { brand: 'profile', claims: ['eventAdmin'] });
    securityAdmin = tokenFor(t.app, { brand: 'profile', claims: ['securityAdmin'] });
    participant = tokenFor(t.app, { brand: 'profile', claims: ['profileV2'] });
    [definition] = (await call(t, 'GET', '/api/profiledefinition', participant)).json();
    [format] = (await call(t, 'GET', '/api/profilereportformat', participant)).json();
  });
  afterAll(() => t.close());

  it('seeds the demo instrument with every language in each brand', async () => {
    expect(definition.scales).toHaveLength(12);
    expect(Object.keys(definition.scales[0]!.texts).sort()).toHaveLength(10);
    expect(format).toMatchObject({ minGroupSize: 3, showManagerByName: false, isDefault: true });
    const teams = (
      await call(
        t,
        'GET',
        '/api/profiledefinition',
        tokenFor(t.app, { brand: 'teams' }),
        undefined,
        'teams',
      )
    ).json();
    expect(teams[0].id).not.toBe(definition.id);
  });

  it('refuses a format target for a scale the definition lacks, and non-admins', async () => {
    const body = {
      name: 'Strict',
      profileDefinitionId: definition.id,
      targets: [{ scaleCode: 'NOPE', targetLow: 3, targetHigh: 4 }],
    };
    expect(
      (await call(t, 'POST', '/api/profilereportformat/save', securityAdmin, body)).statusCode,
    ).toBe(400);
    const inverted = { ...body, targets: [{ scaleCode: 'LIS', targetLow: 4, targetHigh: 3 }] };
    expect(
      (await call(t, 'POST', '/api/profilereportformat/save', securityAdmin, inverted)).statusCode,
    ).toBe(400);
    const ok = {
      ...body,
      targets: [{ scaleCode: 'LIS', targetLow: 4, targetHigh: 4.5 }],
      minGroupSize: 4,
    };
    expect(
      (await call(t, 'POST', '/api/profilereportformat/save', eventAdmin, ok)).statusCode,
    ).toBe(403);
    const saved = await call(t, 'POST', '/api/profilereportformat/save', securityAdmin, ok);
    expect(saved.json()).toMatchObject({ name: 'Strict', minGroupSize: 4, isDefault: false });
  });

  it('copies a configuration for event admins only', async () => {
    const [config] = (await call(t, 'GET', '/api/profilereportconfiguration', participant)).json<
      ProfileConfig[]
    >();
    const url = `/api/profilereportconfiguration/CopyProfileReportConfigById/${config!.id}`;
    expect((await call(t, 'GET', url, participant)).statusCode).toBe(403);
    const copy = (await call(t, 'GET', url, eventAdmin)).json<ProfileConfig>();
    expect(copy).toMatchObject({ name: 'Standard 360 (copy)', isDefault: false, minDescribers: 3 });
    expect(copy.id).not.toBe(config!.id);
  });

  it('saves a definition from the profile builder with one text per item', async () => {
    const scale = definition.scales[0]!;
    const broken = {
      code: 'mini',
      name: 'Mini',
      scales: [
        {
          ...scale,
          id: undefined,
          texts: { 'en-us': { ...scale.texts['en-us']!, items: ['only one'] } },
        },
      ],
    };
    expect(
      (await call(t, 'POST', '/api/profiledefinition/save', eventAdmin, broken)).statusCode,
    ).toBe(400);
    const good = { code: 'mini', name: 'Mini', scales: [{ ...scale, id: undefined }] };
    const saved = (
      await call(t, 'POST', '/api/profiledefinition/save', eventAdmin, good)
    ).json<ProfileDefinition>();
    expect(saved.scales[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      (await call(t, 'GET', `/api/profilereport/GetProfileBuilderDTO/${saved.id}`, participant))
        .statusCode,
    ).toBe(403);
  });
});
