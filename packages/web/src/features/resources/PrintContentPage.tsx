import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { resourceGroupApi } from '@portal/core';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PRINT_CLASSES, PrintLayout } from '../print/PrintLayout';
import { usePrintApi } from '../print/print-api';
import { printGet } from '../print/print-call';
import { useReportRendered } from '../print/use-report-rendered';
import { ContentSections } from './sections/ContentSections';

/**
 * print/content/{printKey}/{code}: a group with its items whole, in order, each item on a new
 * sheet; read with the print key. The sections about a reader say to sign in (a print has no
 * reader). The PDF renderer waits for the marker.
 */
export function PrintContentPage() {
  const printApi = usePrintApi();
  const { code = '' } = useParams();
  // A series member's print names them (?reader=): their key opens their released items only.
  const reader = useSearchParams()[0].get('reader') ?? undefined;
  const whole = useQuery({
    queryKey: ['print', 'content', code, reader],
    queryFn: () =>
      printGet(printApi, resourceGroupApi.printData, { params: { code }, query: { reader } }),
    retry: false,
  });
  useReportRendered(whole.isSuccess);
  return (
    <PrintLayout>
      {whole.isError && <ErrorNotice error={whole.error} />}
      {whole.data && (
        <Stack spacing={3}>
          <Typography variant="h4" component="h1">
            {whole.data.group.name}
          </Typography>
          {whole.data.group.description && (
            <Typography sx={{ whiteSpace: 'pre-line' }}>{whole.data.group.description}</Typography>
          )}
          {whole.data.items.map((item, index) => (
            <Box
              component="article"
              key={item.id}
              className={index > 0 ? PRINT_CLASSES.pageBreak : undefined}
              sx={{ pl: Math.max(0, item.sortPath.length - 1) * 2 }}
            >
              <Typography variant="h5" component="h2" gutterBottom>
                {item.title}
              </Typography>
              {item.summary && <Typography color="text.secondary">{item.summary}</Typography>}
              <ContentSections
                sections={item.sections}
                contentId={item.id}
                groupCode={code}
                fileUrls={item.fileUrls}
              />
            </Box>
          ))}
        </Stack>
      )}
    </PrintLayout>
  );
}
