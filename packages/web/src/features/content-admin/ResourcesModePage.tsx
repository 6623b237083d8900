import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ContentEditorLoader } from './ContentEditorLoader';
import { GroupEditor } from './GroupEditor';

/**
 * admin/resources/{mode}/{id?}: `group` (new, or the group {id}: settings and items) and
 * `content` (new, or the item {id}; `?group=` names the group it is saved in).
 */
export function ResourcesModePage() {
  const { t } = useTranslation();
  const { mode, id } = useParams();
  const [search] = useSearchParams();
  if (mode === 'group') return <GroupEditor key={id ?? 'new'} id={id} />;
  if (mode === 'content') {
    return (
      <ContentEditorLoader
        key={id ?? 'new'}
        contentId={id}
        groupId={search.get('group') ?? undefined}
        editPath={(contentId, groupId) => `/admin/resources/content/${contentId}?group=${groupId}`}
      />
    );
  }
  return <Alert severity="warning">{t('contentAdmin.unknownMode')}</Alert>;
}
