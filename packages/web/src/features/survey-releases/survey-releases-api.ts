import {
  surveyReleasesApi,
  type TSurveyReleaseDefaults,
  type TSurveyReleaseFilter,
  type TSurveyReleaseGroupSave,
  type TSurveyReleaseSave,
  type TSurveyShortUrlSave,
} from '@portal/core';
import type { ApiClient } from '../../api/client';
import { call } from '../../api/call';

/** The query keys of survey releases: every change refreshes all of them. */
export const releaseKeys = {
  all: ['survey-releases'] as const,
  list: (filter: TSurveyReleaseFilter) => ['survey-releases', 'list', filter] as const,
  one: (id: string) => ['survey-releases', 'one', id] as const,
  groups: ['survey-releases', 'groups'] as const,
  defaults: ['survey-releases', 'defaults'] as const,
  shortUrls: ['survey-releases', 'short-urls'] as const,
};

export const listReleases = (api: ApiClient, filter: TSurveyReleaseFilter, signal?: AbortSignal) =>
  call(api, surveyReleasesApi.getReleases, { query: filter }, signal);

export const getRelease = (api: ApiClient, id: string, signal?: AbortSignal) =>
  call(api, surveyReleasesApi.getRelease, { params: { id } }, signal);

export const saveRelease = (api: ApiClient, body: TSurveyReleaseSave) =>
  call(api, surveyReleasesApi.saveRelease, { body });

export const findReleasePeople = (api: ApiClient, search: string, signal?: AbortSignal) =>
  call(api, surveyReleasesApi.findReleasePeople, { query: { search } }, signal);

export const closeRelease = (api: ApiClient, id: string) =>
  call(api, surveyReleasesApi.closeRelease, { params: { id } });

export const listReleaseGroups = (api: ApiClient, signal?: AbortSignal) =>
  call(api, surveyReleasesApi.getReleaseGroups, {}, signal);

export const saveReleaseGroup = (api: ApiClient, body: TSurveyReleaseGroupSave) =>
  call(api, surveyReleasesApi.saveReleaseGroup, { body });

export const deleteReleaseGroup = (api: ApiClient, id: string) =>
  call(api, surveyReleasesApi.deleteReleaseGroup, { params: { id } });

export const getReleaseDefaults = (api: ApiClient, signal?: AbortSignal) =>
  call(api, surveyReleasesApi.getReleaseDefaults, {}, signal);

export const saveReleaseDefaults = (api: ApiClient, body: TSurveyReleaseDefaults) =>
  call(api, surveyReleasesApi.saveReleaseDefaults, { body });

export const listShortUrls = (api: ApiClient, signal?: AbortSignal) =>
  call(api, surveyReleasesApi.getShortUrls, { query: {} }, signal);

export const saveShortUrl = (api: ApiClient, body: TSurveyShortUrlSave) =>
  call(api, surveyReleasesApi.saveShortUrl, { body });

export const deleteShortUrl = (api: ApiClient, code: string) =>
  call(api, surveyReleasesApi.deleteShortUrl, { params: { code } });
