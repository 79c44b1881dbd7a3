import { useFormik } from 'formik';
import * as yup from 'yup';
import { Limits, ValidationMessages as M } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { Field } from '../../../app/ui/Field';
import { useToast } from '../../../app/toasts/ToastProvider';
import { isApiError } from '../../../app/api-error';
import { serverText } from '../../../shared/error-text';
import { useChangePasswordMutation } from '../api/settingsApi';

export const PASSWORDS_DIFFER = 'Passwords do not match';

const passwordFormSchema = yup.object({
  currentPassword: yup.string().required('Current password is required'),
  // The registration rule and its message (the server checks it again).
  newPassword: yup.string().required(M.passwordMin).min(Limits.passwordMin, M.passwordMin),
  confirmPassword: yup.string().required(PASSWORDS_DIFFER).oneOf([yup.ref('newPassword')], PASSWORDS_DIFFER),
});

type PasswordValues = yup.InferType<typeof passwordFormSchema>;

/** A new password: the current one first; every other browser is signed out after. */
export function PasswordSection() {
  const [changePassword] = useChangePasswordMutation();
  const { toast } = useToast();
  const formik = useFormik<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: passwordFormSchema,
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      try {
        await changePassword({ currentPassword, newPassword }).unwrap();
        toast({ title: 'Password changed', description: 'Your other sessions have been signed out.', variant: 'success' });
        helpers.resetForm();
      } catch (error) {
        if (isApiError(error) && error.status === 403) helpers.setFieldError('currentPassword', serverText(error, 'Current password is incorrect'));
        else toast({ title: 'Error', description: serverText(error, 'Could not change your password'), variant: 'destructive' });
      }
    },
  });
  const error = (name: keyof PasswordValues) => formik.touched[name] && formik.errors[name];

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Change password">
      <Field label="Current password" name="currentPassword" id="settings-current-password" type="password" autoComplete="current-password"
        value={formik.values.currentPassword} onChange={formik.handleChange} onBlur={formik.handleBlur} error={error('currentPassword')} />
      <Field label="New password" name="newPassword" id="settings-new-password" type="password" autoComplete="new-password"
        value={formik.values.newPassword} onChange={formik.handleChange} onBlur={formik.handleBlur} error={error('newPassword')} />
      <Field label="Confirm new password" name="confirmPassword" id="settings-confirm-password" type="password" autoComplete="new-password"
        value={formik.values.confirmPassword} onChange={formik.handleChange} onBlur={formik.handleBlur} error={error('confirmPassword')} />
      <StyledButton type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Saving...' : 'Change password'}</StyledButton>
    </form>
  );
}
