import { useFormik } from 'formik';
import * as yup from 'yup';
import { ValidationMessages as M } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { Field } from '../../../app/ui/Field';
import { useToast } from '../../../app/toasts/ToastProvider';
import { isApiError } from '../../../app/api-error';
import { serverText } from '../../../shared/error-text';
import { useChangeEmailMutation } from '../api/settingsApi';

const emailFormSchema = yup.object({
  email: yup.string().trim().required(M.emailInvalid).email(M.emailInvalid),
  password: yup.string().required('Password is required'),
});

type EmailValues = yup.InferType<typeof emailFormSchema>;

/** The account's email address; the password confirms the change. */
export function EmailSection({ email }: { email: string | null | undefined }) {
  const [changeEmail] = useChangeEmailMutation();
  const { toast } = useToast();
  const formik = useFormik<EmailValues>({
    initialValues: { email: '', password: '' },
    validationSchema: emailFormSchema,
    onSubmit: async (values, helpers) => {
      try {
        await changeEmail({ email: values.email.trim(), password: values.password }).unwrap();
        toast({ title: 'Email changed', description: `Your email address is now ${values.email.trim()}.`, variant: 'success' });
        helpers.resetForm();
      } catch (error) {
        const text = serverText(error, 'Could not change your email address');
        if (isApiError(error) && error.status === 403) helpers.setFieldError('password', text);
        else if (isApiError(error) && (error.status === 409 || error.status === 400)) helpers.setFieldError('email', text);
        else toast({ title: 'Error', description: text, variant: 'destructive' });
      }
    },
  });
  const error = (name: keyof EmailValues) => formik.touched[name] && formik.errors[name];

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Change email">
      <p>Your email address: <strong>{email ?? 'none'}</strong></p>
      <Field label="New email address" name="email" id="settings-email" type="email" autoComplete="email"
        value={formik.values.email} onChange={formik.handleChange} onBlur={formik.handleBlur} error={error('email')} />
      <Field label="Password" name="password" id="settings-email-password" type="password" autoComplete="current-password"
        value={formik.values.password} onChange={formik.handleChange} onBlur={formik.handleBlur} error={error('password')} />
      <StyledButton type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Saving...' : 'Change email'}</StyledButton>
    </form>
  );
}
