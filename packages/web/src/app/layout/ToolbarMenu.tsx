import IconButton from '@mui/material/IconButton';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { ToolbarMenuItem } from './ToolbarMenuList';

export type { ToolbarMenuItem } from './ToolbarMenuList';

const loadList = () => import('./ToolbarMenuList');
const ToolbarMenuList = lazy(() =>
  loadList().then((module) => ({ default: module.ToolbarMenuList })),
);

type Props = {
  label: string;
  icon: ReactNode;
  /** Shown above the items, e.g. who is signed in. */
  header?: ReactNode;
  items: readonly ToolbarMenuItem[];
};

/**
 * A toolbar button with its menu. The menu's code loads when the pointer or focus reaches the
 * button, not with the first page, since most visits never open it.
 */
export function ToolbarMenu({ label, icon, header, items }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const preload = () => void loadList();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        {icon}
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <ToolbarMenuList
            anchor={anchor}
            onClose={() => setAnchor(null)}
            header={header}
            items={items}
          />
        </Suspense>
      )}
    </>
  );
}
