import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type ClaimLinkProps = { type: string; value: string; children?: ReactNode };

/** A link to everyone holding that claim type and value; it reads as the type unless told. */
export function ClaimLink({ type, value, children }: ClaimLinkProps) {
  const to = `/users/claim/${encodeURIComponent(type)}${value ? `/${encodeURIComponent(value)}` : ''}`;
  return (
    <Link component={RouterLink} to={to} sx={{ overflowWrap: 'anywhere' }}>
      {children ?? type}
    </Link>
  );
}
