import {
  DEFAULT_EMPLOYEE_DOMAINS,
  DEFAULT_PAGE_NAME,
  EMPLOYEE_DOMAINS_TEXT_NAME,
  type AppPage,
  type Brand,
} from '@portal/core';

/**
 * The pages a brand starts with: the default page (texts every page falls back to) and the
 * home page with its welcome banner. Editors change them later in the page edit mode.
 * The default page's route names no path of the route table: it is found by its name only.
 */
export function initialPages(brand: Brand): AppPage[] {
  const { wording } = brand;
  return [
    {
      name: DEFAULT_PAGE_NAME,
      route: DEFAULT_PAGE_NAME,
      text: [
        { name: EMPLOYEE_DOMAINS_TEXT_NAME, value: { value: DEFAULT_EMPLOYEE_DOMAINS } },
        { name: 'site-title', value: { value: brand.siteTitle } },
        {
          name: 'support-text',
          value: {
            value: `Questions about ${brand.displayName}? Our support team is here to help.`,
          },
        },
        { name: 'footer-text', value: { value: `© ${brand.displayName}` } },
      ],
      banners: [],
    },
    {
      name: 'home',
      route: '',
      text: [
        { name: 'welcome-title', value: { value: `Welcome to ${brand.displayName}` } },
        {
          name: 'welcome-text',
          value: {
            value: `Take your 360 profile, build your ${wording.plan} and grow with your ${wording.coach}.`,
          },
        },
      ],
      banners: [
        {
          text: `Welcome to ${brand.siteTitle}: your 360 profile, your ${wording.plan} and your reports, all in one place.`,
          severity: 'info',
        },
      ],
    },
  ];
}
