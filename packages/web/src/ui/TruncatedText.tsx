import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitAtMoreMarker } from '@portal/core';

/** A text cut at its `{{...}}` marker, with show more / show less for the rest. */
export function TruncatedText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const { visible, hidden } = splitAtMoreMarker(text);
  if (hidden === '') return <span>{visible}</span>;
  return (
    <span>
      {visible}
      {expanded ? hidden : '… '}
      <Link
        component="button"
        type="button"
        variant="body2"
        sx={{ verticalAlign: 'baseline', ml: expanded ? 0.5 : 0 }}
        onClick={() => setExpanded(!expanded)}
        aria-expanded={expanded}
      >
        {expanded ? t('shell.common.showLess') : t('shell.common.showMore')}
      </Link>
    </span>
  );
}
