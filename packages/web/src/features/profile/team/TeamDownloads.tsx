import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureOn } from '../../../app/portal-context';
import { useDownloadFile } from '../../print/use-download-file';
import { teamPdf } from '../profile-api';

type Props = { userGroupId: string; userAccountIds: string };

/**
 * The team report as a PDF, rendered by the server from the team print view, where the brand
 * has `pdfDownloads` on.
 */
export function TeamDownloads({ userGroupId, userAccountIds }: Props) {
  const { t, i18n } = useTranslation();
  const download = useDownloadFile();
  const [busy, setBusy] = useState(false);
  const pdfOn = useFeatureOn('pdfDownloads');
  const fetchPdf = async () => {
    setBusy(true);
    try {
      await download(teamPdf(userGroupId, i18n.language, userAccountIds));
    } finally {
      setBusy(false);
    }
  };
  if (!pdfOn) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" disabled={busy} onClick={() => void fetchPdf()}>
        {t('profile.downloads.pdf')}
      </Button>
    </Stack>
  );
}
