import type { ComponentType } from 'react';
import type { SURVEY_ADMIN_TABS } from '@portal/core';
import { DefinitionDetailsTab } from './DefinitionDetailsTab';
import { DefinitionsTab } from './DefinitionsTab';

export type SurveyAdminTab = (typeof SURVEY_ADMIN_TABS)[number];

/**
 * The panel of each built tab of survey/admin, one line a tab; a tab without one says it is not
 * built yet.
 */
export const SURVEY_ADMIN_PANELS: Partial<Record<SurveyAdminTab, ComponentType>> = {
  definitions: DefinitionsTab,
  definitionDetails: DefinitionDetailsTab,
};
