import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { usePortal } from '../../../app/portal-context';
import { ErrorNotice } from '../../../ui/ErrorNotice';
import { fetchDefinition, surveyAdminKeys } from '../survey-admin-api';
import { DefinitionEditor } from './DefinitionEditor';

/** survey/admin/definitions/{definitionId}: a definition's editor ("new" for a new one). */
export function DefinitionEditorPage() {
  const { api } = usePortal();
  const { definitionId = 'new' } = useParams();
  const isNew = definitionId === 'new';
  const definition = useQuery({
    queryKey: surveyAdminKeys.definition(definitionId),
    queryFn: ({ signal }) => fetchDefinition(api, definitionId, signal),
    enabled: !isNew,
    // The editor holds its own copy; a refetch must not pull the page from under it.
    staleTime: Infinity,
  });
  if (isNew) return <DefinitionEditor key="new" definition={undefined} />;
  if (definition.isError) return <ErrorNotice error={definition.error} />;
  if (definition.isPending) return <LinearProgress />;
  return <DefinitionEditor key={definition.data.id} definition={definition.data} />;
}
