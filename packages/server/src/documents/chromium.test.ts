import { inEnglish } from '../http/errors';
import { describe, expect, it } from 'vitest';
import { createChromiumPool, createLimiter } from './chromium';
import { CHROMIUM_CANDIDATES, NO_CHROMIUM, findChromium } from './find-chromium';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH when it exists, and nothing else when it does not', () => {
    expect(findChromium('/opt/chrome', (path) => path === '/opt/chrome')).toBe('/opt/chrome');
    expect(findChromium('/opt/typo', () => false)).toBeUndefined();
    expect(findChromium('/opt/typo', (path) => path === CHROMIUM_CANDIDATES[0])).toBeUndefined();
  });

  it('finds a system browser when CHROMIUM_PATH is unset', () => {
    const second = CHROMIUM_CANDIDATES[1];
    expect(findChromium(undefined, (path) => path === second)).toBe(second);
    expect(findChromium(undefined, () => false)).toBeUndefined();
  });
});

describe('createLimiter', () => {
  it('runs at most the limit at a time, even when new work arrives as a slot frees', async () => {
    const limit = createLimiter(() => 2);
    let running = 0;
    let most = 0;
    const work = () =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
      });
    const first = Array.from({ length: 5 }, work);
    await first[0];
    await Promise.all([...first, work(), work()]);
    expect(most).toBe(2);
  });

  it('follows a changed limit: a lowered one lets no new work start, a raised one wakes more', async () => {
    let max = 2;
    const limit = createLimiter(() => max);
    let running = 0;
    const seen: number[] = [];
    const gates: (() => void)[] = [];
    const work = () =>
      limit(async () => {
        running += 1;
        seen.push(running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
      });
    const all = Array.from({ length: 6 }, work);
    await Promise.resolve();
    expect(running).toBe(2);
    max = 1;
    gates.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(running).toBe(1);
    max = 4;
    gates.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(running).toBe(4);
    while (gates.length > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(all);
    expect(Math.max(...seen)).toBe(4);
  });

  it('frees the slot of failed work', async () => {
    const limit = createLimiter(() => 1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('the Chromium pool without a browser', () => {
  it('answers 503 naming CHROMIUM_PATH', async () => {
    const pool = createChromiumPool({ executablePath: undefined, maxPages: () => 2 });
    await expect(pool.withPage('teams ', () => Promise.resolve(1))).rejects.toMatchObject({
      statusCode: 503,
      code: NO_CHROMIUM,
    });
    expect(inEnglish(NO_CHROMIUM)).toContain('CHROMIUM_PATH');
  });
});
