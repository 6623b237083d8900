import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { contentAdminKeys, fetchGroupByCode } from './content-admin-api';
import { ContentEditorLoader } from './ContentEditorLoader';

/** resources/{code}/edit/{contentId}: an item edited in the group of that code. */
export function ResourceContentEditPage() {
  const { api } = usePortal();
  const { code = '', contentId } = useParams();
  const group = useQuery({
    queryKey: [...contentAdminKeys.groups, 'code', code],
    queryFn: ({ signal }) => fetchGroupByCode(api, code, signal),
  });
  if (group.isError) return <ErrorNotice error={group.error} />;
  if (!group.data) return <LinearProgress />;
  return (
    <ContentEditorLoader
      key={contentId}
      contentId={contentId}
      groupId={group.data.id}
      editPath={(id) => `/resources/${code}/edit/${id}`}
    />
  );
}
