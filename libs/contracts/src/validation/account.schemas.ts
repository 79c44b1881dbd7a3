import * as yup from 'yup';
import { requestSchema } from './request-schema.js';
import { Limits, ValidationMessages as M } from './messages.js';
import { safeText } from './safe-text.js';

/** The literal `admin` may log in despite being shorter than the username minimum (spec §5). */
export const ADMIN_USERNAME = 'admin';

const username = yup.string().trim().required(M.usernameMin).min(Limits.usernameMin, M.usernameMin).max(Limits.usernameMax, `Username can't exceed ${Limits.usernameMax} characters`)
  .matches(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores');
const password = yup.string().required(M.passwordMin).min(Limits.passwordMin, M.passwordMin).max(Limits.passwordMax, `Password can't exceed ${Limits.passwordMax} characters`);
const email = yup.string().trim().required(M.emailInvalid).max(Limits.emailMax, M.emailInvalid).email(M.emailInvalid);

export const loginSchema = requestSchema({
  username: yup.string().trim().required(M.usernameMin).test('username-min', M.usernameMin, (v) => v === ADMIN_USERNAME || (v ?? '').length >= Limits.usernameMin).max(Limits.passwordMax, M.usernameMin),
  password,
});

export const registerSchema = requestSchema({
  username,
  email,
  password,
  // The display name a member starts with: the same characters as the profile's display name.
  name: yup.string().trim().max(Limits.nameMax, `Name can't exceed ${Limits.nameMax} characters`).test(safeText(M.nameCharacters)).nullable().optional(),
  marketingConsent: yup.boolean().strict().optional(),
  subscribeToNewsletter: yup.boolean().strict().optional(),
});

export const subscribeSchema = requestSchema({ email });

export const changePasswordSchema = requestSchema({
  currentPassword: yup.string().required('Current password is required').max(Limits.passwordMax, M.passwordMin),
  newPassword: password,
});

export const changeEmailSchema = requestSchema({
  password: yup.string().required('Password is required').max(Limits.passwordMax, M.passwordMin),
  email,
});

export const onboardingUpdateSchema = requestSchema({
  profileSetupComplete: yup.boolean().strict().optional(),
  tutorialCompleted: yup.boolean().strict().optional(),
});

/** `DELETE /api/me`: the account's password confirms the deletion. */
export const deleteAccountSchema = requestSchema({
  password: yup.string().required('Password is required').max(Limits.passwordMax, M.passwordMin),
});
