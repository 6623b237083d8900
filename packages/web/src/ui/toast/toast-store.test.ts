import { describe, expect, it } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast queue', () => {
  it('shows toasts one at a time for 5000 ms by default', () => {
    const store = createToastStore();
    store.show({ message: 'first' });
    store.show({ message: 'second', durationMs: 1000 });
    expect(store.current()).toMatchObject({ message: 'first', durationMs: 5000 });
    store.dismiss(store.current()!.id);
    expect(store.current()).toMatchObject({ message: 'second', durationMs: 1000 });
  });

  it('does not queue a message that is already waiting, and answers its id', () => {
    const store = createToastStore();
    const id = store.show({ message: 'same' });
    expect(store.show({ message: 'same' })).toBe(id);
    store.dismiss(id);
    expect(store.current()).toBeUndefined();
  });

  it('dismisses a waiting toast by its id, so it never shows', () => {
    const store = createToastStore();
    store.show({ message: 'first' });
    const waiting = store.show({ message: 'second' });
    store.dismiss(waiting);
    store.dismiss(store.current()!.id);
    expect(store.current()).toBeUndefined();
  });
});
