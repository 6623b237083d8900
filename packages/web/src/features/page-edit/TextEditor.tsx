import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageTextValue, TPageRef } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { presentationOf, useLocale } from '../../app/page-text/use-page-text';
import { LazyRichTextEditor } from '../../ui/rich-text/LazyRichTextEditor';
import { RichText } from '../../ui/rich-text/RichText';
import { EditActions } from './EditActions';
import { LanguageField } from './EditTargetFields';
import {
  contentIn,
  richContent,
  startLanguage,
  storedText,
  withContent,
  type EditLanguage,
} from './page-edit-draft';
import { savePageText } from './page-edit-api';
import { PresentationFields, presentationValid } from './PresentationFields';
import { useSaveEdit } from './use-save-edit';

const TEXT_PRESENTATION = ['textColor', 'backgroundColor', 'class', 'style'] as const;

type Props = {
  /** The page the edit saves to (this page or the default page). */
  page: TPageRef;
  name: string;
  rich: boolean;
  onClose: () => void;
};

/** A page text in one language, with its presentation and a preview of both. */
export function TextEditor({ page, name, rich, onClose }: Props) {
  const { t } = useTranslation();
  const { api, config } = usePortal();
  const locale = useLocale();
  const stored = storedText(config, page.name, name);
  const [draft, setDraft] = useState<PageTextValue>(stored ?? {});
  const [language, setLanguage] = useState<EditLanguage>(() => startLanguage(stored, locale));
  const { busy, save } = useSaveEdit(onClose);
  const content = contentIn(draft, language);
  const { style, className } = presentationOf(draft);
  const valid = presentationValid(draft, TEXT_PRESENTATION);

  const send = (value: PageTextValue | null) =>
    void save(() => savePageText(api, { page, name, value }));

  return (
    <>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <LanguageField language={language} onChange={setLanguage} />
          {rich ? (
            <LazyRichTextEditor
              key={language}
              initial={
                content.rich ??
                (content.value ? [{ type: 'paragraph', spans: [{ text: content.value }] }] : [])
              }
              onChange={(body) => setDraft(withContent(draft, language, richContent(body)))}
              label={t('pageEdit.textLabel', { name })}
            />
          ) : (
            <TextField
              label={t('pageEdit.textLabel', { name })}
              value={content.value ?? ''}
              onChange={(event) =>
                setDraft(withContent(draft, language, { value: event.target.value }))
              }
              multiline
              minRows={2}
              fullWidth
            />
          )}
          <PresentationFields value={draft} keys={TEXT_PRESENTATION} onChange={setDraft} />
          <Box>
            <Typography variant="overline" component="h3">
              {t('pageEdit.preview')}
            </Typography>
            <Paper variant="outlined" sx={{ p: 2 }} data-testid="page-edit-preview">
              <Box className={className} style={style}>
                {content.rich ? (
                  <RichText body={content.rich} />
                ) : (
                  content.value || t('pageEdit.previewEmpty')
                )}
              </Box>
            </Paper>
          </Box>
        </Stack>
      </DialogContent>
      <EditActions
        busy={busy}
        canSave={valid}
        onSave={() => send(draft)}
        onClose={onClose}
        {...(stored ? { onRemove: () => send(null), removeLabel: t('pageEdit.removeText') } : {})}
      />
    </>
  );
}
