import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TContent, TContentParamValues } from '@portal/core';
import { ContentSections } from './sections/ContentSections';
import { ItemFile } from './sections/ItemFile';
import { useScrollToSection } from './use-scroll-to-section';

type Props = {
  content: TContent;
  groupCode: string;
  /** A line above the title: the group the item is read in. */
  eyebrow?: ReactNode;
  sectionHash?: string | undefined;
  /** Ways on under the page (back to the group, previous and next item). */
  footer?: ReactNode;
  /** The reader's values of the item's content params, for its links. */
  paramValues?: TContentParamValues | undefined;
};

/** One content item as a reader sees it: title, summary, topics and its sections. */
export function ContentView({
  content,
  groupCode,
  eyebrow,
  sectionHash,
  footer,
  paramValues,
}: Props) {
  useScrollToSection(sectionHash, true);
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ maxWidth: 1100, mx: 'auto', p: { xs: 2, sm: 4 }, borderRadius: 3 }}
    >
      <Stack spacing={3}>
        <Stack spacing={1}>
          {eyebrow}
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {content.title}
          </Typography>
          {content.summary && <Typography color="text.secondary">{content.summary}</Typography>}
          {content.tags.length > 0 && (
            <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
              {content.tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" />
              ))}
            </Stack>
          )}
        </Stack>
        <ItemFile content={content} title={content.title} />
        <ContentSections
          sections={content.sections}
          contentId={content.id}
          groupCode={groupCode}
          fileUrls={content.fileUrls}
          params={{ types: content.paramTypes, values: paramValues ?? {} }}
        />
        {footer}
      </Stack>
    </Paper>
  );
}
