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

  it('does not queue a message that is already waiting', () => {
    const store = createToastStore();
    store.show({ message: 'same' });
    store.show({ message: 'same' });
    store.dismiss(store.current()!.id);
    expect(store.current()).toBeUndefined();
  });
});
