import type { ScreenTexts } from '../../catalog-types';
import route from './route.json' with { type: 'json' };
import shell from './shell.json' with { type: 'json' };
import hub from './hub.json' with { type: 'json' };
import security from './security.json' with { type: 'json' };
import messaging from './messaging.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import account from './account.json' with { type: 'json' };
import jobs from './jobs.json' with { type: 'json' };
import webhooks from './webhooks.json' with { type: 'json' };
import plan from './plan.json' with { type: 'json' };
import profile from './profile.json' with { type: 'json' };
import home from './home.json' with { type: 'json' };
import accounts from './accounts.json' with { type: 'json' };
import groups from './groups.json' with { type: 'json' };
import notes from './notes.json' with { type: 'json' };
import richText from './richText.json' with { type: 'json' };
import unsubscribe from './unsubscribe.json' with { type: 'json' };
import print from './print.json' with { type: 'json' };
import events from './events.json' with { type: 'json' };
import eventsPeople from './eventsPeople.json' with { type: 'json' };
import reports from './reports.json' with { type: 'json' };
import checkup from './checkup.json' with { type: 'json' };
import checkupSurvey from './checkupSurvey.json' with { type: 'json' };
import surveys from './surveys.json' with { type: 'json' };
import contentFiles from './contentFiles.json' with { type: 'json' };
import subscriptions from './subscriptions.json' with { type: 'json' };
import resources from './resources.json' with { type: 'json' };
import contentAdmin from './contentAdmin.json' with { type: 'json' };
import features from './features.json' with { type: 'json' };
import systemConfig from './systemConfig.json' with { type: 'json' };
import pageEdit from './pageEdit.json' with { type: 'json' };
import devTools from './devTools.json' with { type: 'json' };
import example from './example.json' with { type: 'json' };
import appConfig from './appConfig.json' with { type: 'json' };
import surveyReleases from './surveyReleases.json' with { type: 'json' };
import surveyAdmin from './surveyAdmin.json' with { type: 'json' };
import surveyResults from './surveyResults.json' with { type: 'json' };
import teamSurveys from './teamSurveys.json' with { type: 'json' };
import assessments from './assessments.json' with { type: 'json' };
import awardSurveys from './awardSurveys.json' with { type: 'json' };
import eventSurveys from './eventSurveys.json' with { type: 'json' };
import premiumSurveys from './premiumSurveys.json' with { type: 'json' };

export const texts: ScreenTexts = {
  route,
  shell,
  hub,
  security,
  messaging,
  auth,
  account,
  jobs,
  webhooks,
  plan,
  profile,
  home,
  accounts,
  groups,
  notes,
  richText,
  unsubscribe,
  print,
  events,
  eventsPeople,
  reports,
  checkup,
  checkupSurvey,
  surveys,
  contentFiles,
  subscriptions,
  resources,
  contentAdmin,
  features,
  systemConfig,
  pageEdit,
  devTools,
  example,
  appConfig,
  surveyReleases,
  surveyAdmin,
  surveyResults,
  teamSurveys,
  assessments,
  awardSurveys,
  eventSurveys,
  premiumSurveys,
};
