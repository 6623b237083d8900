import type { ComponentType } from 'react';
import type { SURVEY_ADMIN_TABS } from '@portal/core';
import { ReleaseDefaultsTab } from '../survey-releases/ReleaseDefaultsTab';
import { ReleaseGroupsTab } from '../survey-releases/ReleaseGroupsTab';
import { ReleasesTab } from '../survey-releases/ReleasesTab';
import { ShortUrlsTab } from '../survey-releases/ShortUrlsTab';
import { DefinitionDetailsTab } from './DefinitionDetailsTab';
import { DefinitionsTab } from './DefinitionsTab';
import { TeamSurveysTab } from '../team-surveys/TeamSurveysTab';

export type SurveyAdminTab = (typeof SURVEY_ADMIN_TABS)[number];

/** The panel of each tab of survey/admin. */
export const SURVEY_ADMIN_PANELS: Record<SurveyAdminTab, ComponentType> = {
  definitions: DefinitionsTab,
  releases: ReleasesTab,
  releaseGroups: ReleaseGroupsTab,
  definitionDetails: DefinitionDetailsTab,
  sqUrl: ShortUrlsTab,
  releaseDefaults: ReleaseDefaultsTab,
  teamSurveys: TeamSurveysTab,
};

/** A tab's label: the team surveys' tab has its texts among theirs. */
export const tabLabel = (name: SurveyAdminTab) =>
  name === 'teamSurveys'
    ? ('teamSurveys.admin.tab' as const)
    : (`surveyAdmin.tabs.${name}` as const);
