import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTOMATIC_PLACEHOLDERS, templatePlaceholders } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { renderDraft, type TemplateDraft } from './template-draft';

const TABS = ['previewEmail', 'previewText', 'previewSms'] as const;
type PreviewTab = (typeof TABS)[number];

const textBox = {
  m: 0,
  p: 2,
  bgcolor: 'action.hover',
  borderRadius: 1,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'inherit',
  minHeight: 120,
} as const;

/**
 * The draft as sent, filled with sample values and redrawn on every change. The e-mail shows in
 * an iframe sandboxed with no permissions at all (no scripts, no forms, no navigation), so
 * whatever a template's HTML holds cannot run in the portal.
 */
export function TemplatePreview({ draft }: { draft: TemplateDraft }) {
  const { t } = useTranslation();
  const { brand } = usePortal();
  const [tab, setTab] = useState<PreviewTab>('previewEmail');
  const unsubscribeLabel = t('messaging.email.unsubscribe');
  const result = useMemo(
    () =>
      renderDraft(draft, {
        brand,
        origin: window.location.origin,
        unsubscribeLabel,
        today: new Date(),
      }),
    [draft, brand, unsubscribeLabel],
  );
  // brandName and brandColor are filled by the portal itself: not the sender's to give.
  const automatic: readonly string[] = AUTOMATIC_PLACEHOLDERS;
  const placeholders = templatePlaceholders(draft).filter((p) => !automatic.includes(p.name));
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h3">
        {t('messaging.templates.preview')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('messaging.templates.placeholders')}:
        </Typography>
        {placeholders.length === 0 && (
          <Typography variant="body2">{t('messaging.templates.noPlaceholders')}</Typography>
        )}
        {placeholders.map((p) => (
          <Chip
            key={`${p.name}|${p.format}`}
            size="small"
            label={p.format === 'text' ? p.name : `${p.name} | ${p.format}`}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('messaging.templates.sampleNote')}
      </Typography>
      {!result.ok && (
        <Alert severity="warning">
          {t('messaging.templates.previewProblem', {
            problems: result.errors.map((e) => e.message).join('; '),
          })}
        </Alert>
      )}
      {result.ok && (
        <>
          <Typography
            lang={draft.locale}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            data-testid="preview-subject"
          >
            {result.message.subject}
          </Typography>
          <Tabs value={tab} onChange={(_event, value: PreviewTab) => setTab(value)}>
            {TABS.map((name) => (
              <Tab key={name} value={name} label={t(`messaging.templates.${name}`)} />
            ))}
          </Tabs>
          {tab === 'previewEmail' && (
            <Box
              component="iframe"
              title={t('messaging.templates.previewFrame')}
              sandbox=""
              srcDoc={result.message.bodyHtml}
              sx={{
                width: '100%',
                height: 480,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
          )}
          {tab === 'previewText' && (
            <Box component="pre" lang={draft.locale} sx={textBox} data-testid="preview-text">
              {result.message.bodyText}
            </Box>
          )}
          {tab === 'previewSms' && (
            <Box component="pre" lang={draft.locale} sx={textBox} data-testid="preview-sms">
              {result.message.smsText || '—'}
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
