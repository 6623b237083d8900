import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { contentAdminKeys, fetchContent } from './content-admin-api';
import { ContentEditor } from './ContentEditor';

type Props = {
  contentId: string | undefined;
  groupId: string | undefined;
  editPath: (contentId: string, groupId: string) => string;
};

/** Loads the item (when it has an id) and opens the editor on it. */
export function ContentEditorLoader({ contentId, groupId, editPath }: Props) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const content = useQuery({
    queryKey: contentAdminKeys.content(contentId ?? ''),
    queryFn: ({ signal }) => fetchContent(api, contentId ?? '', signal),
    enabled: contentId !== undefined,
    // The editor holds its own copy; a refetch must not pull the page from under it.
    staleTime: Infinity,
  });
  if (!contentId)
    return <ContentEditor content={undefined} groupId={groupId} editPath={editPath} />;
  if (content.isError) return <ErrorNotice error={content.error} />;
  if (content.isPending) return <LinearProgress />;
  if (!content.data) return <Alert severity="warning">{t('contentAdmin.editor.notFound')}</Alert>;
  return (
    <ContentEditor
      key={content.data.id}
      content={content.data}
      groupId={groupId}
      editPath={editPath}
    />
  );
}
