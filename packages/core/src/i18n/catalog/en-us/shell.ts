/**
 * Texts of the web shell: layout, guards, shell behaviour and the pages of this release. Brand
 * wording comes in by interpolation: {{plan}}, {{groups}}, {{companies}}, {{coach}}, {{Coach}};
 * {{siteTitle}} and other names in braces are filled by the caller.
 */
export const shell = {
  common: {
    yes: 'Yes',
    no: 'No',
    close: 'Close',
    loading: 'Loading…',
    goHome: 'Go to the home page',
    showMore: 'show more',
    showLess: 'show less',
    retry: 'Try again',
    error: 'Something went wrong.',
    reference: 'Reference: {{referenceId}}',
    requiredNote: 'Answers marked * are required.',
  },
  toolbar: {
    openMenu: 'Open the menu',
    closeMenu: 'Close the menu',
    language: 'Language',
    switchBrand: 'Switch brand',
    account: 'Account',
    signIn: 'Sign in',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{email}}',
  },
  skipToContent: 'Skip to main content',
  authTitle: {
    login: 'Sign in',
    register: 'Create your account',
    forgotpassword: 'Reset your password',
    passcodelogin: 'Sign in with a code',
    mfalogin: 'Enter the code we texted you',
    lockout: 'Your account is locked',
  },
  drawer: {
    navigation: 'Navigation',
    hideToolbar: 'Hide the toolbar',
    showToolbar: 'Show the toolbar',
  },
  guard: {
    notAuthorized: 'You are not authorized to access this feature.',
    unverified: 'Check your inbox to verify your email address prior to accessing this feature.',
    resendEmail: 'Resend Email',
    resendSent: 'Confirmation email sent',
    resendFailed: 'Error sending confirmation email.',
  },
  banner: {
    verifyEmail:
      'Your email address is not confirmed yet. Check your inbox for the confirmation link.',
  },
  api: {
    verifyingUser: 'Verifying user...',
    sessionEnded: 'Your session has ended. Please sign in again.',
    network: 'The server could not be reached. Check your connection and try again.',
  },
  version: {
    newVersion: 'A new version of the website is available!',
    reload: 'Reload',
    reloading: 'A new version of the website is available. The page reloads in a moment.',
  },
  chunk: {
    timeout: 'The page took too long to load.',
  },
  confirm: {
    title: 'Please confirm',
  },
  notAvailable: {
    title: 'This page is not available yet.',
    body: 'It arrives with a later release.',
    /** What the page will offer, by the issue that builds it (the route's `plannedIn`). */
    offers: {
      issue10:
        'Resources, surveys, reports, subscriptions, payments and the other tools on the roadmap.',
    },
  },
  notFound: {
    title: 'Page not found',
    body: 'The address you opened does not match any page of the portal.',
  },
  home: {
    welcome: 'Welcome to {{siteTitle}}',
    intro:
      'Grow with your {{coach}}: build your {{plan}}, work with your {{groups}} and follow the progress of your {{companies}}, all in one place.',
    signedInAs: 'You are signed in as {{email}}.',
  },
  support: {
    title: 'How can we help?',
    intro: 'Our support team answers questions about your account and the portal.',
    form: 'Open the support form',
    contact: 'Contact us',
    help: 'Read the help page',
  },
  help: {
    title: 'Help',
    intro: 'Find your way around {{siteTitle}}.',
    navigation:
      'Use the menu on the left to move between pages; the button at the top left hides or shows it.',
    language: 'Choose your language from the language menu in the toolbar.',
    support: 'Still stuck? Our support team is happy to help.',
  },
  timeout: {
    title: 'Sign-in is not available right now',
    body: 'The sign-in service did not answer in time. Please try again in a moment.',
  },
  messages: {
    title: 'Messages',
    search: 'Search',
    searchHint: 'Recipient, subject or result',
    status: 'Status',
    type: 'Type',
    all: 'All',
    recipient: 'Recipient',
    subject: 'Subject',
    entered: 'Entered',
    sent: 'Sent',
    completed: 'Completed',
    result: 'Result',
    empty: 'No messages match.',
    rowsPerPage: 'Rows per page',
    displayedRows: '{{from}}–{{to}} of {{total}}',
    nextPage: 'Next page',
    previousPage: 'Previous page',
    body: 'Body (text)',
    noBody: 'This message has no text body.',
    statusName: {
      Undefined: 'Undefined',
      InQueue: 'In queue',
      InProcess: 'In process',
      Complete: 'Complete',
      Reject: 'Rejected',
      Deferred: 'Deferred',
      Immediate: 'Immediate',
    },
    typeName: {
      Undefined: 'Undefined',
      Email: 'E-mail',
      SMS: 'SMS',
      SignalR: 'Real-time',
    },
  },
};
