import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { openSurveyPath, publicSurveyPath } from '@portal/core';
import { copyText } from '../../ui/copy-text';

type Props = { shortCode: string; isPublic: boolean };

/** The release's links by its short code, each with a button that copies it. */
export function ReleaseLinks({ shortCode, isPublic }: Props) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const links = [
    { label: t('surveyReleases.links.open'), url: `${origin}${openSurveyPath(shortCode)}` },
    ...(isPublic
      ? [
          {
            label: t('surveyReleases.links.public'),
            url: `${origin}${publicSurveyPath(shortCode)}`,
          },
        ]
      : []),
  ];
  const messages = {
    copied: t('surveyReleases.links.copied'),
    failed: t('surveyReleases.links.copyFailed'),
  };
  return (
    <Stack spacing={1}>
      {links.map((link) => (
        <Stack
          key={link.url}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {link.label}
          </Typography>
          <Typography variant="body2" component="code" sx={{ wordBreak: 'break-all' }}>
            {link.url}
          </Typography>
          <Button
            size="small"
            onClick={() => void copyText(link.url, messages)}
            aria-label={t('surveyReleases.links.copyNamed', { name: link.label })}
          >
            {t('surveyReleases.links.copy')}
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}
