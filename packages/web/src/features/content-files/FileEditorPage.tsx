import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { FILE_MANAGER_KIND } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageLoading } from '../../ui/PageLoading';
import { getContentFile } from './content-file-manager-api';
import { ContentFileDetails } from './ContentFileDetails';
import { ContentFileUpload } from './ContentFileUpload';
import { fileEditorPath, fileManagerPath, fileTypeOf } from './file-manager-paths';
import { NotLibraryFiles } from './NotLibraryFiles';

/**
 * admin/fileEditor/{fileType}/{fileId?}: one file of the library (preview, rename, its uses,
 * delete), or without an id a new upload of the type, which then opens here.
 */
export function FileEditorPage() {
  const { t } = useTranslation();
  const { api } = usePortal();
  const navigate = useNavigate();
  const params = useParams();
  const type = fileTypeOf(params.fileType);
  const kind = FILE_MANAGER_KIND[type];
  const fileId = params.fileId;
  const result = useQuery({
    queryKey: ['contentFiles', 'file', fileId],
    queryFn: ({ signal }) => getContentFile(api, fileId ?? '', signal),
    enabled: Boolean(kind && fileId),
  });

  const body = () => {
    if (!kind) return <NotLibraryFiles />;
    if (!fileId) {
      return (
        <ContentFileUpload
          kind={kind}
          onUploaded={(file) => void navigate(fileEditorPath(type, file.id), { replace: true })}
        />
      );
    }
    if (result.isError) return <ErrorNotice error={result.error} />;
    if (!result.data) return <PageLoading />;
    return (
      <ContentFileDetails
        file={result.data}
        onDeleted={() => void navigate(fileManagerPath(type), { replace: true })}
      />
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack spacing={2}>
        <Link component={RouterLink} to={fileManagerPath(type)} variant="body2">
          {t('contentFiles.editor.back')}
        </Link>
        <Typography component="h2" variant="h6">
          {fileId
            ? (result.data?.name ?? t('contentFiles.editor.title'))
            : t('contentFiles.editor.newTitle')}
        </Typography>
        {body()}
      </Stack>
    </Paper>
  );
}
