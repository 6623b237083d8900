import { randomUUID } from 'node:crypto';
import {
  type ProfileConfig,
  type ProfileConfigInput,
  type ProfileDefinition,
  type ProfileDefinitionInput,
  type ReportFormat,
  type ReportFormatInput,
} from '@portal/core';
import { toJson } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { RequestContext } from '../../shared/request-context';
import {
  dropReportCacheOfBrand,
  dropReportCacheOfFormat,
  findConfig,
  findDefinition,
  findFormat,
  insertConfig,
  insertDefinition,
  insertFormat,
  listConfigs,
  listDefinitions,
  listFormats,
  updateConfig,
  updateDefinition,
  updateFormat,
  type ConfigRow,
  type DefinitionRow,
  type FormatRow,
} from './instrument.store';

/** What other areas use of this area's rows. */
export {
  type ConfigRow,
  type FormatRow,
  definitionScalesOf,
  dropReportCacheOfBrand,
  findConfig,
  findConfigsByIds,
  findDefaultConfig,
  findDefaultFormat,
  findDefinition,
  findFormat,
  formatOf,
  instrumentOfConfig,
} from './instrument.store';

export function presentDefinition(row: DefinitionRow): ProfileDefinition {
  return {
    id: row.id,
    appName: row.app_name,
    code: row.code,
    name: row.name,
    scales: row.scales,
    updatedUTC: row.updated_at.toISOString(),
  };
}

export function presentFormat(row: FormatRow): ReportFormat {
  return {
    id: row.id,
    appName: row.app_name,
    name: row.name,
    profileDefinitionId: row.profile_definition_id,
    targets: row.targets,
    minGroupSize: row.min_group_size,
    showManagerByName: row.show_manager_by_name,
    topConstraintCount: row.top_constraint_count,
    strengthCount: row.strength_count,
    isDefault: row.is_default,
    updatedUTC: row.updated_at.toISOString(),
  };
}

export function presentConfig(row: ConfigRow): ProfileConfig {
  return {
    id: row.id,
    appName: row.app_name,
    name: row.name,
    profileDefinitionId: row.profile_definition_id,
    reportFormatId: row.report_format_id,
    selfOnly: row.self_only,
    releaseDate: row.release_date?.toISOString() ?? null,
    minDescribers: row.min_describers,
    requireCheckIn: row.require_check_in,
    isSelfRequired: row.is_self_required,
    reminderIntervalDays: row.reminder_interval_days,
    maxReminders: row.max_reminders,
    surveyExpiryDays: row.survey_expiry_days,
    isDefault: row.is_default,
    updatedUTC: row.updated_at.toISOString(),
  };
}

export const definitions = async (c: RequestContext) =>
  (await listDefinitions(c.db, c.brand)).map(presentDefinition);
export const formats = async (c: RequestContext) =>
  (await listFormats(c.db, c.brand)).map(presentFormat);
export const configs = async (c: RequestContext) =>
  (await listConfigs(c.db, c.brand)).map(presentConfig);

export async function definitionById(c: RequestContext, id: string) {
  const row = await findDefinition(c.db, c.brand, id);
  if (!row) throw notFound('errors.common.profileDefinitionNotFound');
  return presentDefinition(row);
}

export async function formatById(c: RequestContext, id: string) {
  const row = await findFormat(c.db, c.brand, id);
  if (!row) throw notFound('errors.common.reportFormatNotFound');
  return presentFormat(row);
}

export async function configById(c: RequestContext, id: string) {
  const row = await findConfig(c.db, c.brand, id);
  if (!row) throw notFound('errors.common.profileConfigNotFound');
  return presentConfig(row);
}

const invalid = (field: string, message: string) =>
  new HttpError(400, 'errors.common.requestNotValid', [{ field, message }]);

/** Saves a definition (the profile builder); `id` updates, else creates. Scales keep their ids. */
export async function saveDefinition(
  c: RequestContext,
  input: ProfileDefinitionInput,
  id?: string,
) {
  const codes = input.scales.map((s) => s.code);
  if (new Set(codes).size !== codes.length) throw invalid('scales', 'Scale codes must differ.');
  for (const [i, scale] of input.scales.entries()) {
    if (!scale.texts['en-us']) throw invalid(`scales.${i}.texts`, 'The en-us texts are required.');
    for (const [locale, texts] of Object.entries(scale.texts)) {
      if (texts && texts.items.length !== scale.itemCodes.length) {
        throw invalid(`scales.${i}.texts.${locale}.items`, 'One text per item code.');
      }
    }
  }
  const scales = input.scales.map((s) => ({ ...s, id: s.id ?? randomUUID() }));
  const values = { code: input.code, name: input.name, scales: toJson(scales), updated_at: c.now };
  if (id) {
    const updated = await updateDefinition(c.db, c.brand, id, values);
    if (!updated) throw notFound('errors.common.profileDefinitionNotFound');
    // Report texts come from the definition: cached report content is recomputed.
    await dropReportCacheOfBrand(c.db, c.brand);
    return presentDefinition(updated);
  }
  return presentDefinition(await insertDefinition(c.db, c.brand, values));
}

export async function saveFormat(c: RequestContext, input: ReportFormatInput, id?: string) {
  const definition = await findDefinition(c.db, c.brand, input.profileDefinitionId);
  if (!definition) throw invalid('profileDefinitionId', 'Not a profile definition of this brand.');
  const codes = new Set(definition.scales.map((s) => s.code));
  const unknown = input.targets.findIndex((t) => !codes.has(t.scaleCode));
  if (unknown >= 0) throw invalid(`targets.${unknown}.scaleCode`, 'Not a scale of the definition.');
  const values = {
    name: input.name,
    profile_definition_id: definition.id,
    targets: toJson(input.targets),
    min_group_size: input.minGroupSize,
    show_manager_by_name: input.showManagerByName,
    top_constraint_count: input.topConstraintCount,
    strength_count: input.strengthCount,
    updated_at: c.now,
  };
  if (id) {
    const updated = await updateFormat(c.db, c.brand, id, values);
    if (!updated) throw notFound('errors.common.reportFormatNotFound');
    await dropReportCacheOfFormat(c.db, id);
    return presentFormat(updated);
  }
  return presentFormat(await insertFormat(c.db, c.brand, values));
}

export async function saveConfig(c: RequestContext, input: ProfileConfigInput, id?: string) {
  const format = await findFormat(c.db, c.brand, input.reportFormatId);
  if (!format || format.profile_definition_id !== input.profileDefinitionId) {
    throw invalid('reportFormatId', 'Not a report format of the chosen profile definition.');
  }
  const values = {
    name: input.name,
    profile_definition_id: input.profileDefinitionId,
    report_format_id: input.reportFormatId,
    self_only: input.selfOnly,
    release_date: input.releaseDate,
    min_describers: input.minDescribers,
    require_check_in: input.requireCheckIn,
    is_self_required: input.isSelfRequired,
    reminder_interval_days: input.reminderIntervalDays,
    max_reminders: input.maxReminders,
    survey_expiry_days: input.surveyExpiryDays,
    updated_at: c.now,
  };
  if (id) {
    const updated = await updateConfig(c.db, c.brand, id, values);
    if (!updated) throw notFound('errors.common.profileConfigNotFound');
    return presentConfig(updated);
  }
  return presentConfig(await insertConfig(c.db, c.brand, values));
}

/** `CopyProfileReportConfigById/{id}`: a copy named '<name> (copy)', never the default. */
export async function copyConfig(c: RequestContext, id: string) {
  const source = await configById(c, id);
  return saveConfig(c, { ...source, name: `${source.name} (copy)` });
}
