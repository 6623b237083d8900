import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '@portal/core';
import { initI18n } from './i18n';
import { lazyComponent, lazyPage } from './lazy-page';

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

describe('a lazy page', () => {
  function GoalHeading() {
    const { t } = useTranslation();
    return <h1>{t('plan.sections.goal')}</h1>;
  }

  it('first renders with the texts of its namespaces, in the language shown', async () => {
    const i18n = await initI18n(BRANDS.profile, 'de');
    expect(i18n.exists('plan.sections.goal')).toBe(false);
    const Page = lazyPage(async () => ({ GoalHeading }), 'GoalHeading')(['plan']);
    render(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('Ziel');
  });
});
