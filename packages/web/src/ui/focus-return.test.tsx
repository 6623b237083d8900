import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './Dialog';

afterEach(cleanup);

/** A dialog with Cancel and Save; Save keeps the page busy (its opener disabled) a moment. */
function SavingDialog({ onClose, onSave }: { onClose: () => void; onSave: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-label="Edit">
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button onClick={onSave}>Save</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A page whose Edit button opens the dialog and is disabled while the save runs. */
function EditPage() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = () => {
    setOpen(false);
    setBusy(true);
    setTimeout(() => setBusy(false), 300);
  };
  return (
    <main tabIndex={-1}>
      <section aria-label="Rows">
        <Button disabled={busy} onClick={() => setOpen(true)}>
          Edit
        </Button>
      </section>
      {open && <SavingDialog onClose={() => setOpen(false)} onSave={save} />}
    </main>
  );
}

/** A menu button whose item opens the dialog: the item is gone once the menu closes. */
function MenuPage() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Actions
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setOpen(true);
          }}
        >
          Rename…
        </MenuItem>
      </Menu>
      {open && <SavingDialog onClose={() => setOpen(false)} onSave={() => setOpen(false)} />}
    </>
  );
}

/** A row whose Delete opens a dialog that deletes it: the opener is gone afterwards. */
function DeletePage() {
  const [rows, setRows] = useState(['Ann', 'Bo']);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <main tabIndex={-1}>
      <section aria-label="People">
        {rows.map((row) => (
          <Button key={row} onClick={() => setDeleting(row)}>
            Delete {row}
          </Button>
        ))}
      </section>
      {deleting && (
        <SavingDialog
          onClose={() => setDeleting(null)}
          onSave={() => {
            setRows(rows.filter((row) => row !== deleting));
            setDeleting(null);
          }}
        />
      )}
    </main>
  );
}

/** Opens the dialog from the focused `opener` as a key press does. */
async function openFrom(opener: HTMLElement) {
  opener.focus();
  fireEvent.click(opener);
  return screen.findByRole('dialog');
}

describe('focus when a dialog closes', () => {
  it('goes back to the opener on Cancel and on Escape', async () => {
    render(<EditPage />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    await openFrom(edit);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(edit));

    fireEvent.keyDown(await openFrom(edit), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('goes back to an opener disabled while the action runs, once it is enabled', async () => {
    render(<EditPage />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    await openFrom(edit);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edit.hasAttribute('disabled')).toBe(true));
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(edit.hasAttribute('disabled')).toBe(false);
  });

  it('goes back to the menu’s button when a menu item opened it', async () => {
    render(<MenuPage />);
    const actions = screen.getByRole('button', { name: 'Actions' });
    actions.focus();
    fireEvent.click(actions);
    const item = await screen.findByRole('menuitem', { name: 'Rename…' });
    item.focus();
    fireEvent.click(item);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(actions));
  });

  it('goes to the opener’s section when the action removed the opener', async () => {
    render(<DeletePage />);
    await openFrom(screen.getByRole('button', { name: 'Delete Ann' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('People')));
    expect(screen.queryByRole('button', { name: 'Delete Ann' })).toBeNull();
  });
});
