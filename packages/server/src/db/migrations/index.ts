import type { Migration } from 'kysely/migration';
import * as foundation from './0001_foundation';
import * as oidc from './0002_oidc';
import * as accountTokens from './0003_account_tokens';
import * as inviteCodesAccounts from './0004_invite_codes_accounts';
import * as phoneConfirmed from './0005_phone_confirmed';
import * as securityAdminIndexes from './0006_security_admin_indexes';
import * as jobsWebhooks from './0007_jobs_webhooks';
import * as messageTemplates from './0008_message_templates';
import * as tractionPlans from './0009_traction_plans';
import * as profile from './0010_profile';
import * as accountsGroupsNotes from './0011_accounts_groups_notes';
import * as documentBatches from './0012_document_batches';
import * as trainingEvents from './0013_training_events';
import * as eventsExtra from './0014_events_extra';
import * as checkups from './0015_checkups';
import * as checkupFeedback from './0016_checkup_feedback';
import * as securityHardening from './0017_security_hardening';
import * as planAutosave from './0018_plan_autosave';
import * as unsubscribeLinks from './0019_unsubscribe_links';
import * as resourceGroups from './0020_resource_groups';
import * as nameSearchIndexes from './0021_name_search_indexes';
import * as planCheckupIndex from './0022_plan_checkup_index';
import * as accountLanguage from './0023_account_language';
import * as batchLanguage from './0024_batch_language';
import * as contentSeriesTrending from './0025_content_series_trending';
import * as contentSubscriptions from './0026_content_subscriptions';
import * as contentVersions from './0027_content_versions';
import * as contentFiles from './0028_content_files';
import * as contentFileManager from './0029_content_file_manager';
import * as reportExports from './0030_report_exports';
import * as systemSettings from './0031_system_settings';
import * as pageEdits from './0032_page_edits';
import * as commonAttachments from './0033_common_attachments';
import * as surveys from './0034_surveys';
import * as surveyTeams from './0037_survey_teams';
import * as nameSearchText from './0035_name_search_text';
import * as awardSurveys from './0036_award_surveys';
import * as premiumSurveys from './0038_premium_surveys';
import * as eventSurveys from './0039_event_surveys';
import * as assessments from './0040_assessments';

/**
 * Every migration, in order. Listed statically (not read from the folder) so the same set runs
 * under tsx, in tests and in any bundle. Forward-only: a released migration is never edited.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_foundation': foundation,
  '0002_oidc': oidc,
  '0003_account_tokens': accountTokens,
  '0004_invite_codes_accounts': inviteCodesAccounts,
  '0005_phone_confirmed': phoneConfirmed,
  '0006_security_admin_indexes': securityAdminIndexes,
  '0007_jobs_webhooks': jobsWebhooks,
  '0008_message_templates': messageTemplates,
  '0009_traction_plans': tractionPlans,
  '0010_profile': profile,
  '0011_accounts_groups_notes': accountsGroupsNotes,
  '0012_document_batches': documentBatches,
  '0013_training_events': trainingEvents,
  '0014_events_extra': eventsExtra,
  '0015_checkups': checkups,
  '0016_checkup_feedback': checkupFeedback,
  '0017_security_hardening': securityHardening,
  '0018_plan_autosave': planAutosave,
  '0019_unsubscribe_links': unsubscribeLinks,
  '0020_resource_groups': resourceGroups,
  '0021_name_search_indexes': nameSearchIndexes,
  '0022_plan_checkup_index': planCheckupIndex,
  '0023_account_language': accountLanguage,
  '0024_batch_language': batchLanguage,
  '0025_content_series_trending': contentSeriesTrending,
  '0026_content_subscriptions': contentSubscriptions,
  '0027_content_versions': contentVersions,
  '0028_content_files': contentFiles,
  '0029_content_file_manager': contentFileManager,
  '0030_report_exports': reportExports,
  '0031_system_settings': systemSettings,
  '0032_page_edits': pageEdits,
  '0033_common_attachments': commonAttachments,
  '0034_surveys': surveys,
  '0035_name_search_text': nameSearchText,
  '0036_award_surveys': awardSurveys,
  '0037_survey_teams': surveyTeams,
  '0038_premium_surveys': premiumSurveys,
  '0039_event_surveys': eventSurveys,
  '0040_assessments': assessments,
};
