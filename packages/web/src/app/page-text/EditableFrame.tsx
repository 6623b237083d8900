import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS } from '@portal/core';
import { EditIcon } from '../../ui/icons';
import { withTexts } from '../lazy-page';
import type { PageEditTarget } from './page-edit-target';

// The editor's dialogs load when first opened: nobody else ever downloads them.
const PageEditDialog = lazy(() =>
  withTexts(
    ['pageEdit', 'appConfig', 'contentFiles', 'richText'],
    () => import('../../features/page-edit/PageEditDialog'),
  )().then((module) => ({
    default: module.PageEditDialog,
  })),
);

type Props = {
  target: PageEditTarget;
  /** What the edit button says to a screen reader (and in its tooltip). */
  label: string;
  /** Laid out as a block (a paragraph, a banner) or inline (an image in a row). */
  inline?: boolean;
  children: ReactNode;
};

/**
 * In the edit mode, what an editor can change on the page: outlined, with a button that opens
 * its editor. Outside the edit mode, nothing but the content is drawn (see `useEditing`).
 */
export function EditableFrame({ target, label, inline = false, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Box
      data-page-edit={target.kind === 'banners' ? 'banners' : target.name}
      sx={{
        position: 'relative',
        display: inline ? 'inline-block' : 'block',
        outline: '2px dashed',
        outlineColor: 'warning.main',
        outlineOffset: 2,
        borderRadius: 1,
        minHeight: 40,
        minWidth: 48,
        pr: 5,
      }}
    >
      {children}
      <Tooltip title={label} enterDelay={TOOLTIP_DELAY_MS}>
        <IconButton
          size="small"
          aria-label={label}
          onClick={() => setOpen(true)}
          sx={{
            position: 'absolute',
            top: 4,
            right: 4,
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
            '&:hover': { bgcolor: 'warning.dark' },
          }}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <PageEditDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
