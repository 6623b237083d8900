import type {
  TInteractionInfo,
  TInteractionLogin,
  TInteractionPasscode,
  TRegisterRequest,
  TSignInAnswer,
} from '@portal/core';
import type { ApiClient } from '../../api/client';

type Accepted = { ok: true };
const interaction = (uid: string) => `/api/auth/interaction/${encodeURIComponent(uid)}`;

/** The calls of the sign-in screens: the identity service's interaction and account flows. */
export function signInApi(api: ApiClient) {
  return {
    interaction: (uid: string) => api.get<TInteractionInfo>(interaction(uid)),
    login: (uid: string, body: TInteractionLogin) =>
      api.post<TSignInAnswer>(`${interaction(uid)}/login`, body),
    passcode: (uid: string, body: TInteractionPasscode) =>
      api.post<TSignInAnswer>(`${interaction(uid)}/passcode`, body),
    secondFactor: (uid: string, code: string) =>
      api.post<TSignInAnswer>(`${interaction(uid)}/mfa`, { code }),
    sendPasscode: (email: string) =>
      api.get<Accepted>(`/api/auth/SendEmailPasscode/${encodeURIComponent(email)}`),
    register: (body: TRegisterRequest) => api.post<Accepted>('/api/auth/Register', body),
    forgotPassword: (email: string) => api.post<Accepted>('/api/auth/ForgotPassword', { email }),
    resetPassword: (code: string, password: string) =>
      api.post<Accepted>('/api/auth/ResetPassword', { code, password }),
    confirmEmail: (userId: string, code: string) =>
      api.post<Accepted>('/api/auth/ConfirmEmail', { userId, code }),
    validatePassword: (password: string) =>
      api.post<{ valid: boolean; errors: string[] }>('/api/auth/ValidatePassword', { password }),
  };
}

export type SignInApi = ReturnType<typeof signInApi>;
