import { useCallback, useEffect, useState } from 'react';

/** How often focus is watched once a dialog has closed. */
const TICK_MS = 100;
/** How long a disabled opener (busy with the dialog's action) is waited for. */
const WAIT_MS = 3_000;
/** How long focus left on the opener is still watched: the action may disable it meanwhile. */
const SETTLE_MS = 1_000;

/**
 * Where focus goes back to when a dialog closes, best first: the controls that opened it, then
 * the section they were in (when they are gone or stay disabled).
 */
export type FocusReturn = { openers: HTMLElement[]; section: HTMLElement | null };

const NOWHERE: FocusReturn = { openers: [], section: null };

/** Where each open dialog gives focus back to, by the dialog's root element. */
const returnsByDialog = new WeakMap<Element, FocusReturn>();

/**
 * Where focus goes back to from a dialog that opened while `focused` had focus: that element, or
 * for an item of a menu (the menu closes as the dialog opens, and its item is gone) the menu's
 * button; then, when another dialog leads to this one (and closes as it opens), where that one
 * gives focus back to. That dialog holds focus, or none is held: its button that was pressed may
 * be disabled while its action ran.
 */
export function focusReturnOf(focused: Element | null): FocusReturn {
  const held = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  const own = held?.closest('[role="menu"]')
    ? document.querySelector<HTMLElement>('[aria-haspopup="menu"][aria-expanded="true"]')
    : held;
  const outer = held
    ? held.closest('.MuiDialog-root')
    : [...document.querySelectorAll('.MuiDialog-root')].at(-1);
  const further = (outer && returnsByDialog.get(outer)) ?? NOWHERE;
  return {
    openers: [...(own ? [own] : []), ...further.openers],
    section: further.section ?? own?.closest<HTMLElement>('section, main') ?? null,
  };
}

/**
 * Gives focus back once a dialog has closed, and keeps it there while the dialog's action ends:
 * to the first opener still on the page, waiting a while when it is disabled (busy: it loses
 * focus and has it again once enabled); else to the section it was in (or the main region).
 * Focus that went elsewhere (a field the page focused, another dialog) is left where it is.
 */
export function returnFocus({ openers, section }: FocusReturn, dialog: Element | null): void {
  const page = openers[0]?.ownerDocument;
  const view = page?.defaultView;
  if (!page || !view) return;
  const started = Date.now();
  const fallback = () => {
    if (!section?.isConnected) return;
    // A section takes focus without becoming a stop of the Tab key.
    if (!section.hasAttribute('tabindex')) section.tabIndex = -1;
    section.focus();
  };
  const tick = () => {
    const elapsed = Date.now() - started;
    const opener = openers.find((element) => element.isConnected);
    const active = page.activeElement;
    const lost = active === null || active === page.body || dialog?.contains(active);
    if (!lost) return active !== opener || elapsed > SETTLE_MS;
    if (opener && !opener.matches(':disabled')) opener.focus();
    else if (!opener || elapsed > WAIT_MS) fallback();
    else return false;
    return elapsed > SETTLE_MS;
  };
  if (tick()) return;
  // The page's own timer: it ends with the page.
  const timer = view.setInterval(() => {
    if (tick()) view.clearInterval(timer);
  }, TICK_MS);
}

/**
 * Focus back where it was when the dialog opened, once it closes (by Cancel, Escape or its
 * action); `open` is the dialog's. Answers the ref for the dialog's root element.
 */
export function useFocusReturn(open: boolean) {
  // Who had focus as the dialog opened: read while rendering, before the dialog takes focus.
  const [opening, setOpening] = useState({ open: false, back: NOWHERE });
  if (opening.open !== open) {
    setOpening({ open, back: open ? focusReturnOf(document.activeElement) : opening.back });
  }
  const { back } = opening;
  useEffect(() => {
    if (!open || back.openers.length === 0) return;
    // Closed by `open`, the dialog still holds focus as it fades out; unmounted, it is gone.
    return () => returnFocus(back, document.activeElement?.closest('.MuiDialog-root') ?? null);
  }, [open, back]);
  return useCallback(
    (root: HTMLDivElement | null) => {
      if (root) returnsByDialog.set(root, back);
    },
    [back],
  );
}
