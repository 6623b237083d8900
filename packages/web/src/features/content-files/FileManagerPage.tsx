import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FILE_MANAGER_KIND, FILE_MANAGER_TYPES, type FileManagerType } from '@portal/core';
import { ContentFileList } from './ContentFileList';
import { fileManagerPath, fileTypeOf } from './file-manager-paths';
import { NotLibraryFiles } from './NotLibraryFiles';

/** admin/fileManager/{fileType?}: the content library's files by type (content admins). */
export function FileManagerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const type = fileTypeOf(useParams().fileType);
  const kind = FILE_MANAGER_KIND[type];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('contentFiles.manager.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('contentFiles.manager.intro')}
      </Typography>
      <Tabs
        value={type}
        onChange={(_event, next: FileManagerType) => void navigate(fileManagerPath(next))}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {FILE_MANAGER_TYPES.map((name) => (
          <Tab key={name} value={name} label={t(`contentFiles.manager.types.${name}`)} />
        ))}
      </Tabs>
      {kind === 'common' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('contentFiles.manager.commonNote')}
        </Alert>
      )}
      {kind ? <ContentFileList key={type} type={type} kind={kind} /> : <NotLibraryFiles />}
    </Paper>
  );
}
