import {
  groupDescribers,
  type CreateQuickReportRequest,
  type GroupingDescriber,
  type PreviewReportRequest,
  type QuickReportBulkResult,
} from '@portal/core';
import { HttpError, notFound } from '../../http/errors';
import { findConfig, findFormat, formatOf } from '../profile-instrument/instrument.service';
import { actorOf } from '../profile-participant/participant.service';
import type { SignedInProfileContext } from '../profile-participant/profile-context';
import { findDescribersOf, findParticipantsOf } from '../profile-participant/participant.service';
import { canCreateReport, isCoachOf } from '../profile-participant/profile.policy';
import { contentFor, presentReport, reportContent } from './report-data.service';
import { activeParticipantsWithoutReport } from './report.store';
import { readableReport, storeReport } from './report.service';

async function latestParticipantOf(context: SignedInProfileContext, userAccountId: string) {
  const [participant] = await findParticipantsOf(context.db, context.brand, [userAccountId]);
  if (!participant) throw notFound('errors.report.notStarted');
  return participant;
}

async function formatIdOf(context: SignedInProfileContext, configId: string) {
  const config = await findConfig(context.db, context.brand, configId);
  if (!config) throw notFound('errors.common.profileConfigNotFound');
  return config.report_format_id;
}

/** `createQuickReport`: a report of a person's latest participant (format of the config given). */
export async function createQuickReport(
  context: SignedInProfileContext,
  request: CreateQuickReportRequest,
) {
  const actor = await actorOf(context);
  if (!canCreateReport(actor, { userAccountId: request.userAccountId }))
    throw new HttpError(403, 'errors.report.notYours');
  const participant = await latestParticipantOf(context, request.userAccountId);
  const formatId = await formatIdOf(
    context,
    request.profileReportConfigId ?? participant.profile_config_id,
  );
  const report = await storeReport(context, participant, request, formatId);
  return { id: report.id, reportCode: report.report_code, isReleased: report.is_released };
}

/**
 * `PreviewProfileReport` (coach): the report as it would be with these describers and this
 * format, not stored. `profileScaleTargetId` names the format whose targets to use.
 */
export async function previewReport(
  context: SignedInProfileContext,
  request: PreviewReportRequest,
) {
  const actor = await actorOf(context);
  if (!isCoachOf(actor, { userAccountId: request.userAccountId }))
    throw new HttpError(403, 'errors.report.previewCoachesOnly');
  const participant = await latestParticipantOf(context, request.userAccountId);
  const config = (await findConfig(context.db, context.brand, participant.profile_config_id))!;
  const format = await findFormat(
    context.db,
    context.brand,
    request.profileFormatId ?? config.report_format_id,
  );
  if (!format) throw notFound('errors.common.reportFormatNotFound');
  if (request.profileDefinitionId && request.profileDefinitionId !== format.profile_definition_id) {
    throw new HttpError(400, 'errors.report.formatOtherDefinition');
  }
  const targetsFormat = request.profileScaleTargetId
    ? await findFormat(context.db, context.brand, request.profileScaleTargetId)
    : format;
  if (!targetsFormat) throw notFound('errors.report.targetFormatNotFound');
  const all = await findDescribersOf(context.db, [participant.id]);
  const others = all.filter(
    (d) =>
      d.relationship !== 'self' &&
      d.is_complete &&
      (request.describers.length === 0 || request.describers.includes(d.id)),
  );
  const groups = groupDescribers(
    others.map((d): GroupingDescriber => ({
      id: d.id,
      relationship: d.relationship as GroupingDescriber['relationship'],
      name: `${d.first_name} ${d.last_name}`.trim(),
    })),
    { minGroupSize: format.min_group_size, showManagerByName: format.show_manager_by_name },
  );
  return contentFor(context.db, {
    format,
    targets: targetsFormat.targets,
    self: all.find((d) => d.relationship === 'self' && d.is_complete) ?? null,
    others,
    groups,
    locale: context.locale,
  });
}

/** `PreviewProfileReportFormat/{reportId}/{formatId}` (coach): a stored report read with another format. */
export async function previewReportFormat(
  context: SignedInProfileContext,
  reportId: string,
  formatId: string,
) {
  const { report, actor } = await readableReport(context, reportId, (a, r) => isCoachOf(a, r));
  const format = await findFormat(context.db, context.brand, formatId);
  const current = await formatOf(context.db, report.report_format_id);
  if (!format || format.profile_definition_id !== current.profile_definition_id) {
    throw notFound('errors.report.formatNotFoundForReport');
  }
  const content = await reportContent(context.db, report, context.locale, { format });
  return presentReport(context.db, context.brand, report, content, actor);
}

/**
 * `CreateQuickReportBulk/{configId}/{minDescribers}` and its job: a report for every active
 * participant of the configuration with at least `minDescribers` finished describers and no
 * report yet. `simulateOnly` counts without creating.
 */
export async function createQuickReportsInBulk(
  context: SignedInProfileContext,
  input: { configId: string; minDescribers: number; label: string; simulateOnly: boolean },
): Promise<QuickReportBulkResult> {
  const config = await findConfig(context.db, context.brand, input.configId);
  if (!config) throw notFound('errors.common.profileConfigNotFound');
  const participants = await activeParticipantsWithoutReport(context.db, config.id);
  const describers = await findDescribersOf(
    context.db,
    participants.map((p) => p.id),
  );
  const result: QuickReportBulkResult = {
    simulateOnly: input.simulateOnly,
    candidates: 0,
    created: 0,
    skipped: [],
  };
  for (const participant of participants) {
    const finished = describers.filter(
      (d) =>
        d.participant_id === participant.id &&
        d.relationship !== 'self' &&
        d.is_complete &&
        d.is_active,
    );
    if (finished.length < input.minDescribers) continue;
    result.candidates++;
    if (input.simulateOnly) continue;
    try {
      await storeReport(
        context,
        participant,
        { describerIds: [], label: input.label },
        config.report_format_id,
      );
      result.created++;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.skipped.push({ userAccountId: participant.user_account_id, reason: error.message });
    }
  }
  return result;
}
