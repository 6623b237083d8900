import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TContentSection } from '@portal/core';
import { ContentSections } from '../resources/sections/ContentSections';

type Props = {
  sections: readonly TContentSection[];
  contentId: string | null;
  /** The saved item's file addresses: an image uploaded since shows after the next save. */
  fileUrls: Readonly<Record<string, string>> | undefined;
};

/**
 * The page being edited as a member sees it: the members' own renderer on the unsaved sections
 * (sections about a person show the editor's own information).
 */
export function ContentPreview({ sections, contentId, fileUrls }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <>
      <FormControlLabel
        label={t('contentAdmin.editor.showPreview')}
        control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />}
      />
      {shown && (
        <Paper
          variant="outlined"
          role="region"
          aria-label={t('contentAdmin.editor.preview')}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography variant="overline" component="p" color="text.secondary" sx={{ mb: 1 }}>
            {t('contentAdmin.editor.preview')}
          </Typography>
          <ContentSections sections={sections} contentId={contentId} fileUrls={fileUrls} />
        </Paper>
      )}
    </>
  );
}
