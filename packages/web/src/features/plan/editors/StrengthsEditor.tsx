import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACTION_PLAN_GUIDANCE, TRACTION_PLAN_LIMITS } from '@portal/core';
import { Guidance, within } from './Guidance';

type Props = {
  strengths: readonly string[];
  /** Strengths of the person's latest 360 report, offered to pick. */
  suggestions: readonly string[];
  onChange: (strengths: string[]) => void;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The chosen strengths, picked from the report's suggestions or written in. */
export function StrengthsEditor({ strengths, suggestions, onChange }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const has = (text: string) => strengths.some((s) => same(s, text));
  const full = strengths.length >= TRACTION_PLAN_LIMITS.strengths;
  const add = (text: string) => {
    const value = text.trim();
    if (value === '' || has(value) || full) return;
    onChange([...strengths, value]);
  };
  const remove = (text: string) => onChange(strengths.filter((s) => s !== text));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add(draft);
    setDraft('');
  };
  const range = TRACTION_PLAN_GUIDANCE.strengths;
  const offered = suggestions.filter((s) => !has(s));

  return (
    <Stack spacing={2}>
      <Guidance
        met={within(strengths.length, range)}
        text={t('plan.strengths.guidance', { ...range, chosen: strengths.length })}
      />
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
        aria-label={t('plan.sections.strengths')}
      >
        {strengths.map((strength) => (
          <Chip
            key={strength}
            label={strength}
            color="primary"
            onDelete={() => remove(strength)}
            slotProps={{ root: { 'aria-label': strength } }}
          />
        ))}
      </Stack>
      {offered.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {t('plan.strengths.fromReport')}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {offered.map((strength) => (
              <Chip
                key={strength}
                label={`+ ${strength}`}
                variant="outlined"
                disabled={full}
                onClick={() => add(strength)}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <Stack component="form" direction="row" spacing={1} onSubmit={submit}>
        <TextField
          size="small"
          label={t('plan.strengths.add')}
          value={draft}
          disabled={full}
          slotProps={{ htmlInput: { maxLength: TRACTION_PLAN_LIMITS.line } }}
          onChange={(event) => setDraft(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={full || draft.trim() === ''}>
          {t('plan.strengths.addButton')}
        </Button>
      </Stack>
    </Stack>
  );
}
