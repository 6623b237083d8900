import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_DIRECTIONS, type ProfileDefinition } from '@portal/core';
import { LOCALES, type LocaleCode } from '@portal/core/i18n';
import { usePortal } from '../../../app/portal-context';
import { useProfileAction } from '../use-profile-action';
import {
  LIST_FIELDS,
  definitionInputOf,
  draftOf,
  emptyScale,
  type DefinitionDraft,
  type ScaleDraft,
} from './builder-draft';
import { getBuilderDefinition, saveDefinition } from './instrument-api';
import { localeOptions } from '../../../ui/locale-options';

const NEW = 'new';

/**
 * The profile builder (feature profileBuilder): a profile definition's scales, their item codes
 * and, per language, their names, definition, items, strengths and traction steps (one a line).
 */
export function ProfileBuilder({ definitions }: { definitions: readonly ProfileDefinition[] }) {
  const { t, i18n } = useTranslation();
  const { api } = usePortal();
  const { run, busy } = useProfileAction();
  const [locale, setLocale] = useState<LocaleCode>(
    (LOCALES as readonly string[]).includes(i18n.language)
      ? (i18n.language as LocaleCode)
      : 'en-us',
  );
  const [selected, setSelected] = useState<string>(NEW);
  const [original, setOriginal] = useState<ProfileDefinition | null>(null);
  const [draft, setDraft] = useState<DefinitionDraft>(() => draftOf(null, locale));
  const [invalid, setInvalid] = useState<string | null>(null);

  const open = async (id: string, language = locale) => {
    setSelected(id);
    setInvalid(null);
    const definition =
      id === NEW ? null : ((await run(() => getBuilderDefinition(api, id))) ?? null);
    setOriginal(definition);
    setDraft(draftOf(definition, language));
  };
  const changeScale = (index: number, part: Partial<ScaleDraft>) =>
    setDraft((old) => ({
      ...old,
      scales: old.scales.map((s, i) => (i === index ? { ...s, ...part } : s)),
    }));
  const save = async () => {
    const parsed = definitionInputOf(draft, locale, original);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setInvalid(`${issue?.path.join('.') ?? ''}: ${t('profile.validation.invalid')}`);
      return;
    }
    setInvalid(null);
    const id = original?.id;
    const saved = await run(() => saveDefinition(api, parsed.data, id), t('profile.builder.saved'));
    if (saved) {
      setOriginal(saved);
      setSelected(saved.id);
    }
  };

  return (
    <Stack component="section" spacing={2}>
      <Typography variant="h6" component="h3">
        {t('profile.builder.title')}
      </Typography>
      <Typography color="text.secondary">{t('profile.builder.intro')}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('profile.formats.definition')}
          value={selected}
          onChange={(event) => void open(event.target.value)}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value={NEW}>{t('profile.builder.new')}</MenuItem>
          {definitions.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('profile.builder.language')}
          value={locale}
          onChange={(event) => {
            const next = event.target.value as LocaleCode;
            setLocale(next);
            setDraft(draftOf(original, next));
          }}
          sx={{ minWidth: 200 }}
        >
          {localeOptions()}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          label={t('profile.builder.code')}
          value={draft.code}
          onChange={(e) => setDraft({ ...draft, code: e.target.value })}
        />
        <TextField
          label={t('profile.common.name')}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          sx={{ flex: 1 }}
        />
      </Stack>
      {draft.scales.map((scale, index) => (
        <ScaleEditor
          key={scale.id ?? index}
          scale={scale}
          onChange={(part) => changeScale(index, part)}
          onRemove={() =>
            setDraft({ ...draft, scales: draft.scales.filter((_, i) => i !== index) })
          }
        />
      ))}
      {invalid && <Alert severity="error">{invalid}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button onClick={() => setDraft({ ...draft, scales: [...draft.scales, emptyScale()] })}>
          {t('profile.builder.addScale')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {t('profile.common.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

type ScaleProps = {
  scale: ScaleDraft;
  onChange: (part: Partial<ScaleDraft>) => void;
  onRemove: () => void;
};

function ScaleEditor({ scale, onChange, onRemove }: ScaleProps) {
  const { t } = useTranslation();
  const text = (field: 'code' | 'name' | 'displayName', flex = '1 1 160px') => (
    <TextField
      label={t(`profile.builder.${field}`)}
      value={scale[field]}
      onChange={(e) => onChange({ [field]: e.target.value })}
      sx={{ flex }}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {text('code', '0 1 140px')}
          {text('name')}
          {text('displayName')}
          <TextField
            select
            label={t('profile.builder.riskDirection')}
            value={scale.riskDirection}
            onChange={(e) =>
              onChange({ riskDirection: e.target.value as ScaleDraft['riskDirection'] })
            }
            sx={{ flex: '0 1 160px' }}
          >
            {RISK_DIRECTIONS.map((risk) => (
              <MenuItem key={risk} value={risk}>
                {t(`profile.builder.risk.${risk}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          label={t('profile.builder.itemCodes')}
          helperText={t('profile.builder.itemCodesHint')}
          value={scale.itemCodes}
          onChange={(e) => onChange({ itemCodes: e.target.value })}
        />
        {LIST_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`profile.builder.${field}`)}
            helperText={t('profile.builder.oneALine')}
            value={scale[field]}
            onChange={(e) => onChange({ [field]: e.target.value })}
            multiline
            minRows={2}
          />
        ))}
        <Button color="error" onClick={onRemove} sx={{ alignSelf: 'flex-start' }}>
          {t('profile.builder.removeScale')}
        </Button>
      </Stack>
    </Paper>
  );
}
