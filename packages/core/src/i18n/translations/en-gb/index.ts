import type { VariantTexts } from '../../catalog-types';
import route from './route.json' with { type: 'json' };
import shell from './shell.json' with { type: 'json' };
import messaging from './messaging.json' with { type: 'json' };
import account from './account.json' with { type: 'json' };
import accounts from './accounts.json' with { type: 'json' };
import eventsPeople from './eventsPeople.json' with { type: 'json' };
import features from './features.json' with { type: 'json' };
import systemConfig from './systemConfig.json' with { type: 'json' };
import pageEdit from './pageEdit.json' with { type: 'json' };
import example from './example.json' with { type: 'json' };
import appConfig from './appConfig.json' with { type: 'json' };
import awardSurveys from './awardSurveys.json' with { type: 'json' };

/** What en-gb says differently from en-us; every other text comes from en-us. */
export const texts: VariantTexts = {
  route,
  shell,
  messaging,
  account,
  accounts,
  eventsPeople,
  features,
  systemConfig,
  pageEdit,
  example,
  appConfig,
  awardSurveys,
};
