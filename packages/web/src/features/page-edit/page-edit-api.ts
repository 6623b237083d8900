import {
  pageEditApi,
  type AppConfig,
  type TPageBannersEdit,
  type TPageHistoryQuery,
  type TPageTextEdit,
} from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

/** The edit mode's calls; each save answers the brand's configuration with the change. */

export const savePageText = (api: ApiClient, edit: TPageTextEdit): Promise<AppConfig> =>
  call(api, pageEditApi.saveText, { body: edit });

export const savePageBanners = (api: ApiClient, edit: TPageBannersEdit): Promise<AppConfig> =>
  call(api, pageEditApi.saveBanners, { body: edit });

export const pageEditHistory = (api: ApiClient, query: TPageHistoryQuery, signal?: AbortSignal) =>
  call(api, pageEditApi.history, { query }, signal);

export const restorePageEdit = (api: ApiClient, versionId: string): Promise<AppConfig> =>
  call(api, pageEditApi.restore, { params: { versionId } });

export const pageImageChoices = (api: ApiClient, search: string, signal?: AbortSignal) =>
  call(api, pageEditApi.images, { query: search ? { search } : {} }, signal);
