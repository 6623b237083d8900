import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ElementType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SxProps, Theme } from '@mui/material/styles';
import { LazyRichText } from '../../ui/rich-text/LazyRichText';
import { usePageEditMode } from '../page-edit-mode';
import { LazyEditableFrame } from './LazyEditableFrame';
import { presentationOf, usePageText } from './use-page-text';

type Props = {
  /** The text's name on the page (and on the default page). */
  name: string;
  /** What shows while no page configures the text: a translated default, or nothing. */
  fallback?: ReactNode;
  /** Edited with the rich-text editor (paragraphs, lists, links) rather than as one line. */
  rich?: boolean;
  variant?: TypographyProps['variant'];
  component?: ElementType;
  sx?: SxProps<Theme>;
};

/**
 * A configurable text of the page, in the page's language with its own presentation; in the edit
 * mode it shows where it is, and opens its editor.
 */
export function PageText({
  name,
  fallback = null,
  rich = false,
  variant = 'body1',
  component,
  sx,
}: Props) {
  const { t } = useTranslation();
  const editing = usePageEditMode().on;
  const { page, text, content } = usePageText(name);
  const { style, className } = presentationOf(text);
  const body = content.rich ? <LazyRichText body={content.rich} /> : content.value || fallback;
  if (!body && !editing) return null;

  const shown = content.rich ? (
    <Box className={className} style={style} sx={sx}>
      {body}
    </Box>
  ) : (
    <Typography
      variant={variant}
      {...(component ? { component } : {})}
      className={className}
      style={style}
      sx={sx}
    >
      {body || (
        <Box component="span" sx={{ fontStyle: 'italic', color: 'text.secondary', px: 1 }}>
          {t('shell.pageEdit.emptyText', { name })}
        </Box>
      )}
    </Typography>
  );
  if (!editing) return shown;
  return (
    <LazyEditableFrame
      target={{ kind: 'text', page, name, rich }}
      label={t('shell.pageEdit.editText', { name })}
    >
      {shown}
    </LazyEditableFrame>
  );
}
