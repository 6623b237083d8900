import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { ApiClient } from '../../api/client';
import { AppProviders } from '../../app/AppProviders';
import { QueryRoot } from '../../app/QueryRoot';
import { createBrandTheme } from '../../app/theme';
import { testBrand, testConfig } from '../../test/render-app';
import { createTestI18n } from '../../test/test-providers';

/** A tab of survey/admin on its own, with the app's providers, at `entry`. */
export function renderTab(tab: ReactNode, api: ApiClient, entry = '/survey/admin') {
  return render(
    <AppProviders
      portal={{ brand: testBrand, version: '1', config: testConfig(), api }}
      i18n={createTestI18n()}
      theme={createBrandTheme(testBrand.theme)}
    >
      <QueryRoot>
        <MemoryRouter initialEntries={[entry]}>{tab}</MemoryRouter>
      </QueryRoot>
    </AppProviders>,
  );
}
