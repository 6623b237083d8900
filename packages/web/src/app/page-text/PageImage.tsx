import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSafeLength, pageImageAddress, pageImageFileOf } from '@portal/core';
import { usePageEditMode } from '../page-edit-mode';
import { LazyEditableFrame } from './LazyEditableFrame';
import { styleOf, usePageText } from './use-page-text';

type Props = {
  /** The image's name on the page (and on the default page). */
  name: string;
  /** The image's text alternative (what it shows, for those who do not see it). */
  alt: string;
  /** What shows while no page configures the image (the brand's logo, or nothing). */
  fallback?: ReactNode;
};

/**
 * A configurable image of the page: a library image chosen in the edit mode, with its width and
 * style, for the page's language; in the edit mode it shows where it is, and opens its editor.
 */
export function PageImage({ name, alt, fallback = null }: Props) {
  const { t } = useTranslation();
  const editing = usePageEditMode().on;
  const { page, text, content } = usePageText(name);
  const file = pageImageFileOf(content.value);
  const width = text?.imgWidth && isSafeLength(text.imgWidth) ? text.imgWidth.trim() : undefined;
  const shown = file ? (
    <Box
      component="img"
      src={pageImageAddress(file.brand, file.fileId)}
      alt={alt}
      data-page-image={name}
      style={{ ...styleOf(text?.imgStyle), ...(width ? { width } : {}) }}
      sx={{ maxWidth: '100%', height: 'auto', display: 'block' }}
    />
  ) : (
    fallback
  );
  if (!editing) return shown;
  return (
    <LazyEditableFrame
      target={{ kind: 'image', page, name }}
      label={t('shell.pageEdit.editImage', { name })}
      inline
    >
      {shown ?? (
        <Box component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
          {t('shell.pageEdit.emptyImage', { name })}
        </Box>
      )}
    </LazyEditableFrame>
  );
}
