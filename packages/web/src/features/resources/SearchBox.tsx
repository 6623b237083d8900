import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The words to find in the library; sending opens resources/search/{words}. */
export function SearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [words, setWords] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const terms = words.trim();
    if (terms) void navigate(`/resources/search/${encodeURIComponent(terms)}`);
  };
  return (
    <Stack component="form" role="search" onSubmit={submit} direction="row" spacing={1}>
      <TextField
        size="small"
        type="search"
        label={t('resources.library.searchLabel')}
        value={words}
        onChange={(event) => setWords(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="contained">
        {t('resources.library.search')}
      </Button>
    </Stack>
  );
}
