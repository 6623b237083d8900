import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_RENDERED_QUIET_MS } from '@portal/core';
import { createRequestTracker, type RequestTracker } from './requests-in-flight';
import { useReportRendered } from './use-report-rendered';

const marker = () => document.documentElement.dataset.reportRendered;

type Props = { ready: boolean; text?: string; tracker: RequestTracker };

function Report({ ready, text = 'loading', tracker }: Props) {
  useReportRendered(ready, tracker);
  return <p>{text}</p>;
}

/** Moves the clock and lets the observers and promises of that time run. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useReportRendered', () => {
  it('sets the marker a quiet period after the page is ready, not before', async () => {
    const tracker = createRequestTracker();
    const { rerender } = render(<Report ready={false} tracker={tracker} />);
    await advance(5_000);
    expect(marker()).toBeUndefined();
    rerender(<Report ready={true} tracker={tracker} />);
    await advance(REPORT_RENDERED_QUIET_MS - 50);
    expect(marker()).toBeUndefined();
    await advance(100);
    expect(marker()).toBe('true');
  });

  it('waits for the DOM to stop changing', async () => {
    const tracker = createRequestTracker();
    const { rerender } = render(<Report ready={true} tracker={tracker} />);
    const most = REPORT_RENDERED_QUIET_MS * 0.6;
    await advance(most);
    rerender(<Report ready={true} text="first data" tracker={tracker} />);
    await advance(most);
    rerender(<Report ready={true} text="more data" tracker={tracker} />);
    await advance(most);
    expect(marker()).toBeUndefined();
    await advance(REPORT_RENDERED_QUIET_MS * 0.5);
    expect(marker()).toBe('true');
  });

  it('waits for print data requests in flight', async () => {
    const tracker = createRequestTracker();
    let finish: () => void = () => undefined;
    void tracker.track(new Promise<void>((resolve) => (finish = resolve)));
    render(<Report ready={true} tracker={tracker} />);
    await advance(5_000);
    expect(marker()).toBeUndefined();
    await act(async () => finish());
    await advance(REPORT_RENDERED_QUIET_MS - 50);
    expect(marker()).toBeUndefined();
    await advance(100);
    expect(marker()).toBe('true');
  });

  it('removes the marker when the page leaves or is no longer ready', async () => {
    const tracker = createRequestTracker();
    const { rerender, unmount } = render(<Report ready={true} tracker={tracker} />);
    await advance(REPORT_RENDERED_QUIET_MS + 10);
    expect(marker()).toBe('true');
    rerender(<Report ready={false} tracker={tracker} />);
    expect(marker()).toBeUndefined();
    rerender(<Report ready={true} tracker={tracker} />);
    await advance(REPORT_RENDERED_QUIET_MS + 10);
    expect(marker()).toBe('true');
    unmount();
    expect(marker()).toBeUndefined();
  });
});
