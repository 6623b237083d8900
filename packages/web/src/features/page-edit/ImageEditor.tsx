import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageImageAddress, type PageTextValue, type TPageRef } from '@portal/core';
import { useFeatureOn, usePortal } from '../../app/portal-context';
import { styleOf } from '../../app/page-text/use-page-text';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useDebounced } from '../../ui/use-debounced';
import { ContentFileUpload } from '../content-files/ContentFileUpload';
import { EditActions } from './EditActions';
import { storedText } from './page-edit-draft';
import { pageImageChoices, savePageText } from './page-edit-api';
import { PresentationFields, presentationValid } from './PresentationFields';
import { useSaveEdit } from './use-save-edit';

const IMAGE_PRESENTATION = ['imgWidth', 'imgStyle'] as const;

type Props = { page: TPageRef; name: string; onClose: () => void };

/** A page image: chosen among the library's images or uploaded, with its width and style. */
export function ImageEditor({ page, name, onClose }: Props) {
  const { t } = useTranslation();
  const { api, brand, config } = usePortal();
  const uploadsOn = useFeatureOn('resourceGroup');
  const stored = storedText(config, page.name, name);
  const [draft, setDraft] = useState<PageTextValue>(stored ?? {});
  const [search, setSearch] = useState('');
  const [uploaded, setUploaded] = useState<Record<string, string>>({});
  const query = useDebounced(search.trim(), 300);
  const choices = useQuery({
    queryKey: ['page-image-choices', query],
    queryFn: ({ signal }) => pageImageChoices(api, query, signal),
  });
  const { busy, save } = useSaveEdit(onClose);
  const send = (value: PageTextValue | null) =>
    void save(() => savePageText(api, { page, name, value }));
  // A chosen image not saved yet is not served at its page address: its preview address shows it.
  const previews = {
    ...Object.fromEntries((choices.data ?? []).map((choice) => [choice.address, choice.preview])),
    ...uploaded,
  };
  const chosen = draft.value;
  const previewSrc = chosen ? (previews[chosen] ?? chosen) : undefined;

  return (
    <>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            size="small"
            type="search"
            label={t('pageEdit.image.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {choices.isError && <ErrorNotice error={choices.error} />}
          <Box
            role="group"
            aria-label={t('pageEdit.image.choices')}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
            }}
          >
            {(choices.data ?? []).map((choice) => {
              const selected = choice.address === chosen;
              return (
                <ButtonBase
                  key={choice.id}
                  aria-pressed={selected}
                  onClick={() => setDraft({ ...draft, value: choice.address })}
                  sx={{
                    flexDirection: 'column',
                    p: 1,
                    borderRadius: 1,
                    border: 2,
                    borderColor: selected ? 'primary.main' : 'divider',
                  }}
                >
                  <Box
                    component="img"
                    src={choice.preview}
                    alt=""
                    sx={{ width: '100%', height: 72, objectFit: 'contain' }}
                  />
                  <Typography variant="caption" noWrap sx={{ maxWidth: '100%' }}>
                    {choice.name}
                  </Typography>
                </ButtonBase>
              );
            })}
          </Box>
          {choices.data?.length === 0 && (
            <Typography color="text.secondary">
              {t(query ? 'pageEdit.image.none' : 'pageEdit.image.empty')}
            </Typography>
          )}
          {uploadsOn && (
            <ContentFileUpload
              kind="image"
              onUploaded={(file) => {
                const address = pageImageAddress(brand.key, file.id);
                setUploaded({ ...uploaded, [address]: file.url });
                setDraft({ ...draft, value: address });
                void choices.refetch();
              }}
            />
          )}
          <PresentationFields value={draft} keys={IMAGE_PRESENTATION} onChange={setDraft} />
          <Box>
            <Typography variant="overline" component="h3">
              {t('pageEdit.preview')}
            </Typography>
            {previewSrc ? (
              <Box
                component="img"
                src={previewSrc}
                alt={t('pageEdit.image.previewAlt')}
                data-testid="page-edit-preview"
                style={{
                  ...styleOf(draft.imgStyle),
                  ...(draft.imgWidth ? { width: draft.imgWidth } : {}),
                }}
                sx={{ maxWidth: '100%', display: 'block' }}
              />
            ) : (
              <Typography color="text.secondary">{t('pageEdit.image.noneChosen')}</Typography>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <EditActions
        busy={busy}
        canSave={Boolean(chosen) && presentationValid(draft, IMAGE_PRESENTATION)}
        onSave={() => send(draft)}
        onClose={onClose}
        {...(stored ? { onRemove: () => send(null), removeLabel: t('pageEdit.removeImage') } : {})}
      />
    </>
  );
}
