import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_DOMAINS_MAX, zEmployeeDomains, type TEmployeeDomains } from '@portal/core';

type Props = {
  entry: TEmployeeDomains;
  brandName: string;
  busy: boolean;
  onSave: (domains: string[]) => void;
  onReset: () => void;
};

/** The domains as typed: one a line (commas, spaces and pipes separate too). */
const domainsIn = (text: string) => text.split(/[\s,|]+/).filter(Boolean);

/** One brand's employee e-mail domains: its list, one a line, saved or back to the default list. */
export function EmployeeDomainsForm({ entry, brandName, busy, onSave, onReset }: Props) {
  const { t } = useTranslation();
  const shown = entry.domains.join('\n');
  const [draft, setDraft] = useState(shown);
  const [error, setError] = useState('');
  const id = `employee-domains-${entry.brand}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = zEmployeeDomains.safeParse({ domains: domainsIn(draft) });
    if (!parsed.success) {
      setError(t('systemConfig.domains.invalid', { max: EMPLOYEE_DOMAINS_MAX }));
      return;
    }
    setError('');
    onSave(parsed.data.domains);
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={1}
      aria-labelledby={`${id}-label`}
    >
      <Typography id={`${id}-label`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {brandName}
      </Typography>
      <TextField
        id={id}
        size="small"
        multiline
        minRows={2}
        maxRows={8}
        label={t('systemConfig.domains.label')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={error !== ''}
        helperText={
          error ||
          t(entry.isDefault ? 'systemConfig.domains.isDefault' : 'systemConfig.domains.isOwn')
        }
        sx={{ maxWidth: { sm: 520 } }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy || draft.trim() === shown}>
          {t('systemConfig.page.save')}
        </Button>
        {!entry.isDefault && (
          <Button disabled={busy} onClick={onReset}>
            {t('systemConfig.domains.useDefault')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
