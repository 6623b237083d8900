import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';

export type ToolbarMenuItem = {
  key: string;
  label: string;
  selected?: boolean;
  /** The language of the label, when it is not the page's (language names). */
  lang?: string;
  /** A link to another address; otherwise `onSelect` runs. */
  href?: string;
  onSelect?: () => void;
};

type Props = {
  anchor: HTMLElement | null;
  onClose: () => void;
  header?: ReactNode;
  items: readonly ToolbarMenuItem[];
};

/** The open menu of a toolbar button (its own chunk, see ToolbarMenu). */
export function ToolbarMenuList({ anchor, onClose, header, items }: Props) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {header && [
        <li key="header" role="presentation">
          {header}
        </li>,
        <Divider key="divider" />,
      ]}
      {items.map((item) =>
        item.href ? (
          <MenuItem
            key={item.key}
            component="a"
            href={item.href}
            lang={item.lang}
            selected={item.selected}
          >
            {item.label}
          </MenuItem>
        ) : (
          <MenuItem
            key={item.key}
            lang={item.lang}
            selected={item.selected}
            onClick={() => {
              onClose();
              item.onSelect?.();
            }}
          >
            {item.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
