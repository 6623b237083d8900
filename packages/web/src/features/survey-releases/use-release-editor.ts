import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSurveyRelease, TSurveyReleaseSave } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { toasts } from '../../ui/toast/toast-store';
import type { ReleaseForm } from './release-form';
import { releaseKeys, saveRelease } from './survey-releases-api';

/** What the release dialog is open on: the form, the definition's name, the saved release. */
export type ReleaseEditing = {
  initial: ReleaseForm;
  definitionName: string;
  release: TSurveyRelease | null;
};

/** Opens the release dialog and saves from it: a toast, the lists refreshed, the dialog closed. */
export function useReleaseEditor() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ReleaseEditing | null>(null);
  const save = async (body: TSurveyReleaseSave) => {
    await saveRelease(api, body);
    setEditing(null);
    toasts.show({ message: t('surveyReleases.saved'), severity: 'success' });
    await queryClient.invalidateQueries({ queryKey: releaseKeys.all });
  };
  return { editing, open: setEditing, close: () => setEditing(null), save };
}
