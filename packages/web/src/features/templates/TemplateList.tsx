import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TMessageTemplate } from '@portal/core';
import { isLocale } from '@portal/core/i18n';
import { usePortal } from '../../app/portal-context';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { listTemplates, templatesPath } from './templates-api';
import { LocaleName, localeOptions } from '../../ui/locale-options';
import { TableScroll } from '../../ui/TableScroll';

/** Built-in as shipped, built-in with the brand's own text, or the brand's own template. */
export function TemplateKind({ template }: { template: TMessageTemplate }) {
  const { t } = useTranslation();
  if (!template.builtIn) return <Chip size="small" label={t('messaging.templates.custom')} />;
  return template.stored ? (
    <Chip size="small" color="primary" label={t('messaging.templates.customized')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('messaging.templates.builtIn')} />
  );
}

const ALL = 'all';

/**
 * The brand's templates, one row per code and language, in the page's language first (every
 * built-in template exists in each of the ten); a row opens its editor.
 */
export function TemplateList() {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const navigate = useNavigate();
  const [language, setLanguage] = useState(isLocale(i18n.language) ? i18n.language : ALL);
  const result = useQuery({
    queryKey: ['messagetemplate', 'list'],
    queryFn: ({ signal }) => listTemplates(api, signal),
  });
  const rows = (result.data ?? []).filter(
    (template) => language === ALL || template.locale === language,
  );
  const open = (template: TMessageTemplate) =>
    void navigate(templatesPath(template.code, template.locale));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: 1 }}>
          {t('messaging.templates.intro')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('messaging.templates.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL}>{t('messaging.templates.allLanguages')}</MenuItem>
          {localeOptions()}
        </TextField>
        <div>
          <Button variant="contained" component={RouterLink} to="/admin/templates?new">
            {t('messaging.templates.newTemplate')}
          </Button>
        </div>
      </Stack>
      {result.isPending && <LinearProgress />}
      {result.isError && <ErrorNotice error={result.error} />}
      <TableScroll label={t('route.adminTemplates')}>
        <Table size="small" aria-label={t('route.adminTemplates')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('messaging.templates.code')}</TableCell>
              <TableCell>{t('messaging.templates.language')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('messaging.templates.subject')}
              </TableCell>
              <TableCell>{t('messaging.templates.kind')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((template) => (
              <TableRow
                key={`${template.code}/${template.locale}`}
                hover
                tabIndex={0}
                sx={{ cursor: 'pointer' }}
                onClick={() => open(template)}
                onKeyDown={(event) => event.key === 'Enter' && open(template)}
              >
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                  {template.code}
                </TableCell>
                <TableCell>
                  <LocaleName code={template.locale} />
                </TableCell>
                <TableCell
                  lang={template.locale}
                  sx={{ display: { xs: 'none', md: 'table-cell' }, overflowWrap: 'anywhere' }}
                >
                  {template.subject}
                </TableCell>
                <TableCell>
                  <TemplateKind template={template} />
                </TableCell>
              </TableRow>
            ))}
            {result.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} sx={{ textAlign: 'center', py: 4 }}>
                  {t('messaging.templates.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroll>
    </Paper>
  );
}
