import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { ReleaseDialog } from './ReleaseDialog';
import { newReleaseForm } from './release-form';
import { getReleaseDefaults, releaseKeys } from './survey-releases-api';
import { useReleaseEditor } from './use-release-editor';

type Props = { definition: { id: string; name: string } };

/** Releases a definition: the dialog starts from the brand's release defaults. */
export function NewReleaseButton({ definition }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const editor = useReleaseEditor();
  const defaults = useQuery({
    queryKey: releaseKeys.defaults,
    queryFn: ({ signal }) => getReleaseDefaults(api, signal),
  });
  return (
    <>
      <Button
        variant="contained"
        disabled={!defaults.data}
        onClick={() =>
          defaults.data &&
          editor.open({
            initial: newReleaseForm(definition.id, defaults.data, new Date()),
            definitionName: definition.name,
            release: null,
          })
        }
      >
        {t('surveyReleases.newRelease')}
      </Button>
      {editor.editing && (
        <ReleaseDialog {...editor.editing} onSave={editor.save} onClose={editor.close} />
      )}
    </>
  );
}
