import {
  authApi,
  authInteractionApi,
  type TInteractionLogin,
  type TInteractionPasscode,
  type TRegisterRequest,
} from '@portal/core';
import { call } from '../../api/call';
import type { ApiClient } from '../../api/client';

/** The calls of the sign-in screens: the identity service's interaction and account flows. */
export function signInApi(api: ApiClient) {
  return {
    interaction: (uid: string) => call(api, authInteractionApi.interaction, { params: { uid } }),
    login: (uid: string, body: TInteractionLogin) =>
      call(api, authInteractionApi.login, { params: { uid }, body }),
    passcode: (uid: string, body: TInteractionPasscode) =>
      call(api, authInteractionApi.passcode, { params: { uid }, body }),
    secondFactor: (uid: string, code: string) =>
      call(api, authInteractionApi.secondFactor, { params: { uid }, body: { code } }),
    sendPasscode: (email: string) => call(api, authApi.sendEmailPasscode, { params: { email } }),
    register: (body: TRegisterRequest) => call(api, authApi.register, { body }),
    forgotPassword: (email: string) => call(api, authApi.forgotPassword, { body: { email } }),
    resetPassword: (code: string, password: string) =>
      call(api, authApi.resetPassword, { body: { code, password } }),
    confirmEmail: (userId: string, code: string) =>
      call(api, authApi.confirmEmail, { body: { userId, code } }),
    validatePassword: (password: string) =>
      call(api, authApi.validatePassword, { body: { password } }),
  };
}

export type SignInApi = ReturnType<typeof signInApi>;
