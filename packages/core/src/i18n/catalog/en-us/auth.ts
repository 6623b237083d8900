/**
 * Texts of the sign-in screens: the return and sign-out pages, the modes of /auth, password
 * reset and e-mail confirmation. {{siteTitle}}, {{email}} and other names in braces are filled by
 * the caller.
 */
export const auth = {
  common: {
    email: 'E-mail address',
    password: 'Password',
    continue: 'Continue',
    backToSignIn: 'Back to sign-in',
    tooMany: 'Too many attempts. Please wait a minute and try again.',
    expired: 'This sign-in request has expired. Please start again.',
    required: 'Fill in this field.',
  },
  redirecting: 'Taking you to the sign-in page…',
  callback: {
    working: 'Signing you in…',
    failed: 'The sign-in could not be completed.',
    retry: 'Sign in again',
  },
  login: {
    rememberMe: 'Remember me',
    invalid: 'Invalid e-mail or password.',
    forgot: 'Forgot your password?',
    passcode: 'E-mail me a sign-in code instead',
    register: 'New here? Create an account',
  },
  register: {
    invited: 'You are registering with an invitation.',
    firstName: 'First name',
    lastName: 'Last name',
    submit: 'Create my account',
    done: 'Check your inbox: we sent a link to confirm your e-mail address to {{email}}. You can sign in now.',
    haveAccount: 'Already have an account? Sign in',
    problems: {
      firstName: {
        required: 'Enter your first name.',
        tooLong: 'Use at most {{max}} characters.',
        invalid: 'This name is not valid.',
      },
      lastName: {
        required: 'Enter your last name.',
        tooLong: 'Use at most {{max}} characters.',
        invalid: 'This name is not valid.',
      },
      email: {
        required: 'Enter your e-mail address.',
        tooLong: 'Use at most {{max}} characters.',
        invalid: 'Enter an e-mail address such as name@example.org.',
      },
      review: 'Please correct the highlighted fields.',
    },
  },
  policy: {
    rules:
      'Use at least {{min}} characters; a long passphrase is best. Common passwords and the name of your e-mail address are refused.',
    tooShort: 'Use at least {{min}} characters ({{recommended}} or more is better).',
    tooLong: 'Use at most {{max}} characters.',
    common: 'This password is too common: choose one that is harder to guess.',
    containsEmail: 'The password must not contain the name of your e-mail address.',
    weakPattern:
      'Repeated characters and sequences (like aaaa or abcd) are easy to guess: choose something less regular.',
    weakKeyboard:
      'Rows of keys on the keyboard (like qwerty) are easy to guess: choose something less regular.',
    weakCommonPart:
      'It is built on a commonly used password or word: add a few unusual words of your own.',
    weakGuessable: 'This password is easy to guess: a few unusual words make it much stronger.',
    reused: 'Choose a password that is not one of your last {{depth}}.',
    mismatch: 'The passwords do not match.',
  },
  forgot: {
    intro: 'Enter your e-mail address and we will send you a link to choose a new password.',
    submit: 'Send the link',
    done: 'If an account exists for {{email}}, a link to reset its password is on its way. It works once, for one hour.',
  },
  passcode: {
    intro: 'We e-mail you a 6-digit code. It works once, for 10 minutes.',
    send: 'E-mail me a code',
    sent: 'If {{email}} has an account, a code is on its way. Enter it below.',
    code: '6-digit code',
    submit: 'Sign in',
    invalid: 'The code is not valid or has expired.',
    resend: 'Send a new code',
  },
  mfa: {
    intro: 'We sent a 6-digit code by text message to your phone number ending in {{ending}}.',
    submit: 'Verify',
  },
  lockout: {
    until: 'Too many sign-in attempts failed. You can try again after {{time}}.',
    later: 'Too many sign-in attempts failed. Please try again later.',
    reset: 'Reset your password',
  },
  reset: {
    title: 'Choose a new password',
    forced: 'You need to choose a new password before you continue.',
    password: 'New password',
    confirm: 'Confirm the new password',
    submit: 'Save the new password',
    done: 'Your password has been changed. You can sign in with it now.',
    signIn: 'Sign in',
  },
  link: {
    expired: 'This link has expired or has already been used.',
    requestNew: 'Request a new link',
  },
  confirmed: {
    working: 'Confirming your e-mail address…',
    done: 'Your e-mail address is confirmed. Thank you!',
    continue: 'Continue',
  },
  logout: {
    working: 'Signing you out…',
  },
  /** The identity service's own pages: the sign-out question, signed out, an error. */
  identityPages: {
    signOutTitle: 'Sign out',
    signOutQuestion: 'Do you want to sign out?',
    signOutYes: 'Yes, sign me out',
    signOutNo: 'No, stay signed in',
    signedOutTitle: 'Signed out',
    signedOutText: 'You are signed out.',
    errorTitle: 'Sign-in error',
  },
};
