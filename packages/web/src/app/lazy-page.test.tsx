import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '@portal/core';
import { changeLocale, initI18n } from './i18n';
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

  function SwitchToFrench() {
    const { i18n } = useTranslation();
    return <button onClick={() => void changeLocale(i18n, 'fr')}>Français</button>;
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

  it('shows its texts in a language chosen from a screen', async () => {
    await initI18n(BRANDS.profile, 'de');
    const Page = lazyPage(async () => ({ GoalHeading }), 'GoalHeading')(['plan']);
    render(
      <Suspense fallback={null}>
        <Page />
        <SwitchToFrench />
      </Suspense>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('Ziel');
    await act(async () => screen.getByRole('button').click());
    expect((await screen.findByRole('heading', { name: 'Objectif' })).textContent).toBe('Objectif');
  });

  it('downloads its code before the app has set up its texts, and its texts with the preload', async () => {
    const load = vi.fn(async () => ({ GoalHeading }));
    const Page = lazyPage(load, 'GoalHeading')(['plan']);
    await Page.fetchCode();
    expect(load).toHaveBeenCalledTimes(1);
    const i18n = await initI18n(BRANDS.profile, 'it');
    expect(i18n.exists('plan.sections.goal')).toBe(false);
    await Page.preload();
    expect(i18n.exists('plan.sections.goal')).toBe(true);
    render(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('Obiettivo');
  });
});
