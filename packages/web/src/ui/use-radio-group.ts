import { useRef, type KeyboardEvent } from 'react';

type OptionProps = {
  tabIndex: 0 | -1;
  ref: (element: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The keyboard model of a native radio group (WAI-ARIA radio group pattern) for options drawn as
 * buttons: the whole group is one Tab stop (the chosen option, or the first while none is), and
 * the arrow keys, Home and End move to an option and choose it.
 */
export function useRadioGroup<T>(
  values: readonly T[],
  value: T | null | undefined,
  onChange: (value: T) => void,
): (index: number) => OptionProps {
  const elements = useRef<(HTMLElement | null)[]>([]);
  const chosen = values.findIndex((v) => v === value);
  const tabStop = chosen >= 0 ? chosen : 0;
  return (index) => ({
    tabIndex: index === tabStop ? 0 : -1,
    ref: (element) => {
      elements.current[index] = element;
    },
    onKeyDown: (event) => {
      const step = STEPS[event.key];
      if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const next = step(index, values.length);
      onChange(values[next] as T);
      elements.current[next]?.focus();
    },
  });
}

/**
 * Moves focus into the field of the given element id: its chosen or first radio, or its first
 * form control. Used when a form is sent with a required answer missing.
 */
export function focusField(id: string): void {
  const field = document.getElementById(id);
  if (!field) return;
  const target =
    field.querySelector<HTMLElement>('[role="radio"][tabindex="0"]') ??
    field.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, button');
  field.scrollIntoView({ block: 'center' });
  (target ?? field).focus({ preventScroll: true });
}
