import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_NAME } from '@portal/core';
import type { PageEditTarget } from '../../app/page-text/page-edit-target';
import { QueryRoot } from '../../app/QueryRoot';
import { Dialog } from '../../ui/Dialog';
import { BannersEditor } from './BannersEditor';
import { ScopeField } from './EditTargetFields';
import { ImageEditor } from './ImageEditor';
import { PageEditHistory } from './PageEditHistory';
import { scopePage, type EditScope } from './page-edit-draft';
import { TextEditor } from './TextEditor';

type Props = { target: PageEditTarget; onClose: () => void };

/**
 * The edit mode's editor of one text, image or banner list: for this page or the default page,
 * edited with a preview, or restored from its history.
 */
export function PageEditDialog({ target, onClose }: Props) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<EditScope>('page');
  const [tab, setTab] = useState<'edit' | 'history'>('edit');
  const page = scopePage(target.page, scope);
  const onDefaultPage = target.page.name === DEFAULT_PAGE_NAME;
  const title =
    target.kind === 'banners'
      ? t('pageEdit.title.banners')
      : t(target.kind === 'image' ? 'pageEdit.title.image' : 'pageEdit.title.text', {
          name: target.name,
        });
  const query =
    target.kind === 'banners'
      ? { page: page.name, item: 'banners' as const }
      : { page: page.name, item: 'text' as const, name: target.name };
  // Each scope edits what its page stores: a change of scope starts from that page's value.
  const key = `${scope}:${tab}`;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="page-edit-title">
      <QueryRoot>
        <DialogTitle id="page-edit-title">{title}</DialogTitle>
        <Stack spacing={1} sx={{ px: 3 }}>
          {!onDefaultPage && (
            <ScopeField scope={scope} pageName={target.page.name} onChange={setScope} />
          )}
          <Tabs value={tab} onChange={(_event, value: 'edit' | 'history') => setTab(value)}>
            <Tab value="edit" label={t('pageEdit.tabs.edit')} />
            <Tab value="history" label={t('pageEdit.tabs.history')} />
          </Tabs>
        </Stack>
        {tab === 'history' ? (
          <PageEditHistory key={key} query={query} onClose={onClose} />
        ) : target.kind === 'banners' ? (
          <BannersEditor key={key} page={page} onClose={onClose} />
        ) : target.kind === 'image' ? (
          <ImageEditor key={key} page={page} name={target.name} onClose={onClose} />
        ) : (
          <TextEditor
            key={key}
            page={page}
            name={target.name}
            rich={target.rich}
            onClose={onClose}
          />
        )}
      </QueryRoot>
    </Dialog>
  );
}
