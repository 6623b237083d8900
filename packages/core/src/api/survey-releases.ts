import { z } from 'zod';
import { SURVEY_ADMINS } from '../access/roles';
import {
  ZNonRegisteredGroupSave,
  ZSurveyReleaseFilter,
  ZSurveyReleaseGroupSave,
  ZSurveyShortUrlSave,
  zShortUrlCodeParams,
  zShortUrlQuery,
  type TNonRegisteredGroup,
  type TSurveyRelease,
  type TSurveyReleaseGroup,
  type TSurveyReleaseSummary,
  type TSurveyShortUrl,
} from '../survey/release-admin';
import {
  ZSurveyReleaseDefaults,
  ZSurveyReleaseSave,
  type TSurveyReleaseDefaults,
} from '../survey/release';
import { endpoint, json } from './endpoint';
import { zIdParams } from './params';

/** A person a release may target, as its picker shows them: name and sign-in address only. */
export type TReleasePerson = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};
export const zReleasePeopleQuery = z.object({ search: z.string().trim().min(2).max(100) });

// Survey admins of the brand, with surveys on. Short links are kept here under `survey` alone:
// `shortUrls` gates them once `/squrl/{code}` resolves (it is still among the flags not built).
const rule = { access: SURVEY_ADMINS, feature: 'survey' } as const;
// Short links need their own flag too (the `/squrl/` page and its call have only `shortUrls`).
const shortLinks = { access: SURVEY_ADMINS, feature: ['survey', 'shortUrls'] } as const;

/** Releases, release groups, release defaults, short links and non-registered groups (issue 20). */
export const surveyReleasesApi = {
  getReleases: endpoint({
    method: 'GET',
    path: '/api/survey/GetReleases',
    ...rule,
    summary:
      'The brand’s releases, by definition, group and state, with invited and completed counts.',
    query: ZSurveyReleaseFilter,
    answer: json<TSurveyReleaseSummary[]>('TSurveyReleaseSummary[]'),
  }),
  getRelease: endpoint({
    method: 'GET',
    path: '/api/survey/GetRelease/:id',
    ...rule,
    summary: 'One release with its targets.',
    params: zIdParams,
    answer: json<TSurveyRelease>('TSurveyRelease'),
  }),
  saveRelease: endpoint({
    method: 'POST',
    path: '/api/survey/SaveRelease',
    ...rule,
    summary: 'Creates or changes a release (409 when changed since loaded); an open one invites.',
    body: ZSurveyReleaseSave,
    answer: json<TSurveyRelease>('TSurveyRelease'),
  }),
  // Survey admins pick people without the staff claims the portal's people search needs.
  findReleasePeople: endpoint({
    method: 'GET',
    path: '/api/survey/FindReleasePeople',
    ...rule,
    summary:
      "The brand's people by name or e-mail (first 20), to target a release: names and e-mails only.",
    query: zReleasePeopleQuery,
    answer: json<TReleasePerson[]>('TReleasePerson[]'),
  }),
  closeRelease: endpoint({
    method: 'POST',
    path: '/api/survey/CloseRelease/:id',
    ...rule,
    summary: 'Closes a release now: no more answers, no more reminders.',
    params: zIdParams,
    answer: json<TSurveyRelease>('TSurveyRelease'),
  }),
  getReleaseGroups: endpoint({
    method: 'GET',
    path: '/api/survey/GetReleaseGroups',
    ...rule,
    summary: 'The brand’s release groups with how many releases each holds.',
    answer: json<TSurveyReleaseGroup[]>('TSurveyReleaseGroup[]'),
  }),
  saveReleaseGroup: endpoint({
    method: 'POST',
    path: '/api/survey/SaveReleaseGroup',
    ...rule,
    summary: 'Creates or renames a release group.',
    body: ZSurveyReleaseGroupSave,
    answer: json<TSurveyReleaseGroup>('TSurveyReleaseGroup'),
  }),
  deleteReleaseGroup: endpoint({
    method: 'DELETE',
    path: '/api/survey/DeleteReleaseGroup/:id',
    ...rule,
    summary: 'Deletes a release group; its releases go on, ungrouped.',
    params: zIdParams,
    answer: json<boolean>('boolean'),
  }),
  getReleaseDefaults: endpoint({
    method: 'GET',
    path: '/api/survey/GetReleaseDefaults',
    ...rule,
    summary: 'The settings a new release of the brand starts from.',
    answer: json<TSurveyReleaseDefaults>('TSurveyReleaseDefaults'),
  }),
  saveReleaseDefaults: endpoint({
    method: 'POST',
    path: '/api/survey/SaveReleaseDefaults',
    ...rule,
    summary: 'Changes the settings a new release of the brand starts from.',
    body: ZSurveyReleaseDefaults,
    answer: json<TSurveyReleaseDefaults>('TSurveyReleaseDefaults'),
  }),
  getShortUrls: endpoint({
    method: 'GET',
    path: '/api/survey/GetShortUrls',
    ...shortLinks,
    summary: 'The brand’s short links (of one release when named), with their uses.',
    query: zShortUrlQuery,
    answer: json<TSurveyShortUrl[]>('TSurveyShortUrl[]'),
  }),
  saveShortUrl: endpoint({
    method: 'POST',
    path: '/api/survey/SaveShortUrl',
    ...shortLinks,
    summary: 'Makes a short link to a release that carries parameters into the survey.',
    body: ZSurveyShortUrlSave,
    answer: json<TSurveyShortUrl>('TSurveyShortUrl'),
  }),
  deleteShortUrl: endpoint({
    method: 'DELETE',
    path: '/api/survey/DeleteShortUrl/:code',
    ...shortLinks,
    summary: 'Deletes a short link: it then shows the unavailable page.',
    params: zShortUrlCodeParams,
    answer: json<boolean>('boolean'),
  }),
  getNonRegisteredGroups: endpoint({
    method: 'GET',
    path: '/api/survey/GetNonRegisteredGroups',
    ...rule,
    summary: 'The brand’s groups of people who answer without an account.',
    answer: json<TNonRegisteredGroup[]>('TNonRegisteredGroup[]'),
  }),
  saveNonRegisteredGroup: endpoint({
    method: 'POST',
    path: '/api/survey/SaveNonRegisteredGroup',
    ...rule,
    summary: 'Creates or renames a non-registered group, optionally of an account.',
    body: ZNonRegisteredGroupSave,
    answer: json<TNonRegisteredGroup>('TNonRegisteredGroup'),
  }),
};
