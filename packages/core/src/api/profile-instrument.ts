import { z } from 'zod';
import { ANY, type AccessRule } from '../access/rules';
import {
  zProfileConfig,
  zProfileConfigInput,
  zProfileDefinition,
  zProfileDefinitionInput,
  zReportFormat,
  zReportFormatInput,
} from '../validation/profile-instrument';
import { endpoint, jsonOf } from './endpoint';
import { zIdParams } from './params';

/** The profile builder's rule (the route `profilebuilder`). */
const builder: AccessRule = ['eventAdmin', 'securityAdmin'];

/** The list, one record, and the save with and without the id of a changed record. */
function records<B extends z.ZodType, A extends z.ZodType>(
  base: `/api/${string}`,
  what: { one: string; many: string; typeName: string },
  schemas: { body: B; answer: A },
  saveAccess: AccessRule,
) {
  const one = jsonOf(schemas.answer, what.typeName);
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      access: ANY,
      summary: `The brand's ${what.many}.`,
      answer: jsonOf(z.array(schemas.answer), `${what.typeName}[]`),
    }),
    get: endpoint({
      method: 'GET',
      path: `${base}/:id`,
      access: ANY,
      summary: `One ${what.one}.`,
      params: zIdParams,
      answer: one,
    }),
    create: endpoint({
      method: 'POST',
      path: `${base}/save`,
      access: saveAccess,
      summary: `Saves a new ${what.one}.`,
      body: schemas.body,
      answer: one,
    }),
    save: endpoint({
      method: 'POST',
      path: `${base}/save/:id`,
      access: saveAccess,
      summary: `Changes a ${what.one}.`,
      params: zIdParams,
      body: schemas.body,
      answer: one,
    }),
  };
}

const definitions = records(
  '/api/profiledefinition',
  { one: 'profile definition', many: 'profile definitions', typeName: 'ProfileDefinition' },
  { body: zProfileDefinitionInput, answer: zProfileDefinition },
  builder,
);
const formats = records(
  '/api/profilereportformat',
  { one: 'report format', many: 'report formats', typeName: 'ReportFormat' },
  { body: zReportFormatInput, answer: zReportFormat },
  'securityAdmin',
);
const configs = records(
  '/api/profilereportconfiguration',
  { one: 'profile configuration', many: 'profile configurations', typeName: 'ProfileConfig' },
  { body: zProfileConfigInput, answer: zProfileConfig },
  'eventAdmin',
);

/**
 * The instrument: profile definitions (the profile builder), report formats (security admins)
 * and profile configurations (event admins). Reading them is open to any signed-in user: the
 * instrument's texts are what every describer sees.
 */
export const profileInstrumentApi = {
  definitions: definitions.list,
  definition: definitions.get,
  createDefinition: definitions.create,
  saveDefinition: definitions.save,
  builderDefinition: endpoint({
    method: 'GET',
    path: '/api/profilereport/GetProfileBuilderDTO/:id',
    access: builder,
    summary: "The profile builder's definition.",
    params: zIdParams,
    answer: jsonOf(zProfileDefinition, 'ProfileDefinition'),
  }),
  formats: formats.list,
  format: formats.get,
  createFormat: formats.create,
  saveFormat: formats.save,
  configs: configs.list,
  config: configs.get,
  createConfig: configs.create,
  saveConfig: configs.save,
  copyConfig: endpoint({
    method: 'GET',
    path: '/api/profilereportconfiguration/CopyProfileReportConfigById/:id',
    access: 'eventAdmin',
    summary: 'A copy of a profile configuration, saved under a new name.',
    params: zIdParams,
    answer: jsonOf(zProfileConfig, 'ProfileConfig'),
  }),
};
