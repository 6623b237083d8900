import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  appConfigChanges,
  appConfigDocument,
  formatList,
  noChanges,
  type TAppConfigChanges,
  type TAppConfigDocument,
} from '@portal/core';
import { usePortal } from '../../app/portal-context';
import { copyText } from '../../ui/copy-text';
import { toasts } from '../../ui/toast/toast-store';
import { saveBlob } from '../print/download-file';
import { upsertAppConfig } from './app-config-api';
import { ChangesList } from './ChangesList';
import { documentText, readDocument, type ReadDocument } from './config-document';
import { useContextVariables } from './context-variables';
import { ImportPreviewDialog } from './ImportPreviewDialog';

type Imported = { fileName: string; document: TAppConfigDocument };

/**
 * The brand's whole application configuration (`admin/appconfig`, developers): edited as JSON
 * and checked whole with core's schema, saved in one call that every instance and open browser
 * reloads, exported to a file and imported from one after a preview of what changes.
 */
export function AppConfigPage() {
  const { t, i18n } = useTranslation();
  const { api, brand, config } = usePortal();
  const contextVariables = useContextVariables();
  const current = documentText(appConfigDocument(config));
  const [base, setBase] = useState(current);
  const [text, setText] = useState(current);
  const [checked, setChecked] = useState<ReadDocument | null>(null);
  const [imported, setImported] = useState<Imported | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // A configuration saved elsewhere shows here, unless this editor holds changes of its own.
  if (current !== base) {
    setBase(current);
    if (text === base) setText(current);
  }

  const save = async (document: TAppConfigDocument) => {
    setBusy(true);
    try {
      const { changes } = await upsertAppConfig(api, document);
      const pages = [...changes.pagesAdded, ...changes.pagesChanged, ...changes.pagesRemoved];
      toasts.show({
        message:
          pages.length > 0
            ? t('appConfig.savedPages', { pages: formatList(pages, i18n.language) })
            : t('appConfig.saved'),
        severity: 'success',
      });
      setImported(null);
      setChecked(null);
    } catch {
      toasts.show({ message: t('appConfig.saveFailed'), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const check = (): ReadDocument => {
    const read = readDocument(text);
    setChecked(read);
    return read;
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = readDocument(await file.text());
    if (read.ok) setImported({ fileName: file.name, document: read.document });
    else setChecked(read);
  };

  const copyContext = () =>
    copyText(contextVariables(), {
      copied: t('appConfig.copied'),
      failed: t('appConfig.copyFailed'),
    });

  const changes: TAppConfigChanges | null =
    checked?.ok === true ? appConfigChanges(config, checked.document) : null;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t('appConfig.intro', { brand: brand.displayName })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() =>
            saveBlob(
              new Blob([current], { type: 'application/json' }),
              `appconfig-${brand.key}-v${config.version}.json`,
            )
          }
        >
          {t('appConfig.export')}
        </Button>
        <Button variant="outlined" onClick={() => fileInput.current?.click()}>
          {t('appConfig.import')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('appConfig.import')}
          onChange={(event) => void importFile(event)}
        />
        <Button onClick={() => void copyContext()}>{t('appConfig.copyContext')}</Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <TextField
          label={t('appConfig.editor')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setChecked(null);
          }}
          multiline
          minRows={12}
          maxRows={30}
          fullWidth
          slotProps={{
            htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } },
          }}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={check}>
            {t('appConfig.check')}
          </Button>
          <Button
            variant="contained"
            disabled={busy || text === current}
            onClick={() => {
              const read = check();
              if (read.ok) void save(read.document);
            }}
          >
            {t('appConfig.save')}
          </Button>
          {text !== current && (
            <Button onClick={() => setText(current)}>{t('appConfig.discard')}</Button>
          )}
        </Stack>
        <div role="status">
          {checked?.ok === false && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {checked.notJson ? (
                t('appConfig.notJson', { message: checked.problems[0]?.message ?? '' })
              ) : (
                <>
                  {t('appConfig.problems')}
                  <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                    {checked.problems.map((problem) => (
                      <li key={`${problem.path}:${problem.message}`}>
                        {t('appConfig.problem', {
                          path: problem.path || t('appConfig.root'),
                          message: problem.message,
                        })}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Alert>
          )}
          {changes && (
            <Alert severity="success" sx={{ mt: 2 }}>
              {t('appConfig.valid')} {!noChanges(changes) && t('appConfig.willChange')}
              <ChangesList changes={changes} />
            </Alert>
          )}
        </div>
      </Paper>
      {imported && (
        <ImportPreviewDialog
          fileName={imported.fileName}
          document={imported.document}
          current={config}
          busy={busy}
          onApply={() => void save(imported.document)}
          onClose={() => setImported(null)}
        />
      )}
    </Stack>
  );
}
