import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBanner, TPageRef } from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { useLocale } from '../../app/page-text/use-page-text';
import { Banner, type BannerSeverity } from '../../ui/Banner';
import { CloseIcon } from '../../ui/icons';
import { EditActions } from './EditActions';
import { LanguageField } from './EditTargetFields';
import { bannerTextFor, storedBanners, withBannerText, type EditLanguage } from './page-edit-draft';
import { savePageBanners } from './page-edit-api';
import { useSaveEdit } from './use-save-edit';

const SEVERITIES: readonly BannerSeverity[] = ['info', 'success', 'warning', 'error'];

type Props = { page: TPageRef; onClose: () => void };

/** The banners of a page: added, worded per language, coloured by severity, removed. */
export function BannersEditor({ page, onClose }: Props) {
  const { t } = useTranslation();
  const { api, config } = usePortal();
  const locale = useLocale();
  const [banners, setBanners] = useState<PageBanner[]>(storedBanners(config, page.name));
  const [language, setLanguage] = useState<EditLanguage>(() =>
    banners.length > 0 ? locale : 'all',
  );
  const { busy, save } = useSaveEdit(onClose);
  const change = (index: number, banner: PageBanner) =>
    setBanners(banners.map((old, at) => (at === index ? banner : old)));
  const complete = banners.every((banner) => banner.text.trim() !== '');

  return (
    <>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <LanguageField language={language} onChange={setLanguage} />
          {banners.length === 0 && (
            <Typography color="text.secondary">{t('pageEdit.banners.none')}</Typography>
          )}
          {banners.map((banner, index) => (
            <Stack key={index} spacing={1}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <TextField
                  select
                  size="small"
                  label={t('pageEdit.banners.severity')}
                  value={banner.severity}
                  onChange={(event) =>
                    change(index, {
                      ...banner,
                      severity: SEVERITIES.find((s) => s === event.target.value) ?? 'info',
                    })
                  }
                  sx={{ minWidth: 160 }}
                >
                  {SEVERITIES.map((severity) => (
                    <MenuItem key={severity} value={severity}>
                      {t(`pageEdit.banners.severities.${severity}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  size="small"
                  fullWidth
                  multiline
                  label={t('pageEdit.banners.text', { number: index + 1 })}
                  value={bannerTextFor(banner, language)}
                  placeholder={language === 'all' ? '' : banner.text}
                  onChange={(event) => {
                    const text = event.target.value;
                    const worded = withBannerText(banner, language, text);
                    // A new banner written in one language says the same in the others until translated.
                    change(index, banner.text.trim() ? worded : { ...worded, text });
                  }}
                  error={language === 'all' && banner.text.trim() === ''}
                  helperText={language === 'all' ? '' : t('pageEdit.banners.languageHelp')}
                />
                <IconButton
                  aria-label={t('pageEdit.banners.remove', { number: index + 1 })}
                  onClick={() => setBanners(banners.filter((_banner, at) => at !== index))}
                >
                  <CloseIcon />
                </IconButton>
              </Stack>
              <Banner severity={banner.severity}>
                {bannerTextFor(banner, language) || banner.text || t('pageEdit.previewEmpty')}
              </Banner>
            </Stack>
          ))}
          <Button
            variant="outlined"
            onClick={() => setBanners([...banners, { text: '', severity: 'info' }])}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('pageEdit.banners.add')}
          </Button>
          {!complete && language !== 'all' && (
            <Typography color="error" variant="body2">
              {t('pageEdit.banners.needsText')}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <EditActions
        busy={busy}
        canSave={complete}
        onSave={() => void save(() => savePageBanners(api, { page, banners }))}
        onClose={onClose}
      />
    </>
  );
}
