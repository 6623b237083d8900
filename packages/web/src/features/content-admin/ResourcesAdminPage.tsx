import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CONTENT_ENTITY_TYPES, type ContentEntityType } from '@portal/core';
import { ContentLibrary } from './ContentLibrary';
import { ResourceGroupList } from './ResourceGroupList';

/** admin/resources: the resource groups, then the content library. */
export function ResourcesAdminPage() {
  return (
    <>
      <ResourceGroupList />
      <ContentLibrary />
    </>
  );
}

const isEntityType = (name: string | undefined): name is ContentEntityType =>
  (CONTENT_ENTITY_TYPES as readonly (string | undefined)[]).includes(name);

/** admin/contentType/{typeName}: the library of one entity type. */
export function ContentTypePage() {
  const { t } = useTranslation();
  const { typeName } = useParams();
  if (!isEntityType(typeName)) {
    return <Alert severity="warning">{t('contentAdmin.library.unknownType')}</Alert>;
  }
  return <ContentLibrary key={typeName} entityType={typeName} />;
}
