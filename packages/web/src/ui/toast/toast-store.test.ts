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

  it('puts an error ahead of the notices, the one showing included, errors in their order', () => {
    const store = createToastStore();
    store.show({ message: 'reconnecting', severity: 'warning' });
    store.show({ message: 'saved', severity: 'success' });
    store.show({ message: 'load failed', severity: 'error' });
    store.show({ message: 'save failed', severity: 'error' });
    const order: string[] = [];
    for (let toast = store.current(); toast; toast = store.current()) {
      order.push(toast.message);
      store.dismiss(toast.id);
    }
    expect(order).toEqual(['load failed', 'save failed', 'reconnecting', 'saved']);
  });
});
