import Button, { type ButtonProps } from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { isSitePath } from './section-data';
import { useSectionScope } from './section-scope';

type Props = { href: string; children: ReactNode; button?: ButtonProps['variant'] };

/**
 * A link of a section, with the item's content params filled in: a path of this site opens in
 * the app, any other link in a new tab without access to this page. `button` shows it as a button of that variant.
 */
export function SectionLink({ href: written, children, button }: Props) {
  const href = useSectionScope().linkFor(written);
  const target = isSitePath(href)
    ? ({ component: RouterLink, to: href } as const)
    : ({ href, target: '_blank', rel: 'noopener noreferrer' } as const);
  return button ? (
    <Button variant={button} {...target}>
      {children}
    </Button>
  ) : (
    <Link {...target}>{children}</Link>
  );
}
