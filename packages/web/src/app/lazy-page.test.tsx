import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-page';

afterEach(cleanup);

describe('a lazy part of the shell', () => {
  it('downloads once when preloaded before its first render', async () => {
    const load = vi.fn(async () => ({ Frame: () => <p>The frame</p> }));
    const Frame = lazyComponent(load, 'Frame');
    const preloaded = Frame.preload();
    render(
      <Suspense fallback={null}>
        <Frame />
      </Suspense>,
    );
    expect(await screen.findByText('The frame')).toBeTruthy();
    await preloaded;
    expect(load).toHaveBeenCalledTimes(1);
  });
});
