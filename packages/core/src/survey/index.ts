/** Surveys and assessments (issue 20): their rules and API, as core's index exports them. */
// Surveys: definitions, answers and their checks, releases.
export * from './definition';
export * from './answers';
export * from './release';
export * from './special-fields';
export * from './release-admin';
export {
  surveyReleasesApi,
  zReleasePeopleQuery,
  type TReleasePerson,
} from '../api/survey-releases';
export * from './take';
export { surveyTakeApi } from '../api/survey-take';
export * from '../api/survey-definitions';
export * from './results';
export * from './result-tallies';
export * from './answer-text';
export * from './results-access';
export * from './results-difference';
export * from '../api/survey-results';
export * from './team-surveys';
export * from './team-scores';
export { surveyTeamsApi } from '../api/survey-teams';
// Assessments: definitions over survey definitions, scores, who answers.
export * from '../assessment/definition';
export * from '../assessment/scores';
export * from '../assessment/access';
export * from '../api/assessments';
export * from './awards';
export { surveyAwardsApi } from '../api/survey-awards';
export * from './premium';
export { surveyPremiumApi } from '../api/survey-premium';
export * from './content';
export { surveyContentApi } from '../api/survey-content';
