import * as yup from 'yup';
import { ADMIN_USERNAME, Limits, safeText, ValidationMessages as M } from '@cannaverse/contracts';

/** The register form's variant of the username message (the spec lists both wordings). */
export const REGISTER_USERNAME_MESSAGE = 'Username must be at least 7 characters';

export const loginFormSchema = yup.object({
  username: yup.string().trim().required(M.usernameMin)
    .test('username', M.usernameMin, (value) => value === ADMIN_USERNAME || (value ?? '').length >= Limits.usernameMin),
  password: yup.string().required(M.passwordMin).min(Limits.passwordMin, M.passwordMin),
});

export const registerFormSchema = yup.object({
  username: yup.string().trim().required(REGISTER_USERNAME_MESSAGE).min(Limits.usernameMin, REGISTER_USERNAME_MESSAGE),
  email: yup.string().trim().required(M.emailInvalid).email(M.emailInvalid),
  password: yup.string().required(M.passwordMin).min(Limits.passwordMin, M.passwordMin),
  name: yup.string().trim().test(safeText(M.nameCharacters)).optional(),
  marketingConsent: yup.boolean().default(false),
  subscribeToNewsletter: yup.boolean().default(false),
});

export type LoginFormValues = yup.InferType<typeof loginFormSchema>;
export type RegisterFormValues = yup.InferType<typeof registerFormSchema>;
