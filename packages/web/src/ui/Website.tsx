import Link from '@mui/material/Link';
import { withHttp } from '@portal/core';

/** A displayed website, opened in a new tab; http:// is added when it has no scheme. */
export function Website({ url }: { url: string | null | undefined }) {
  const href = withHttp(url);
  if (href === '') return null;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {url?.trim()}
    </Link>
  );
}
