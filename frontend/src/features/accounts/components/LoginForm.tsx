import { Formik, Form } from 'formik';
import { useState } from 'react';
import { Field, StyledError } from '../../../app/ui/Field';
import { StyledButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';
import { useFormFailureToast } from '../../../app/toasts/use-form-failure-toast';
import { isApiError } from '../../../app/api';
import { session, StorageKeys } from '../../../app/storage';
import { loginFormSchema, type LoginFormValues } from '../schemas/account.schemas';
import { useLoginMutation } from '../api/accountsApi';

export function LoginForm({ onSuccess }: { onSuccess(): void }) {
  const [login] = useLoginMutation();
  const { toast } = useToast();
  const failureToast = useFormFailureToast();
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <Formik<LoginFormValues>
      initialValues={{ username: '', password: '' }}
      validationSchema={loginFormSchema}
      onSubmit={async (values) => {
        setServerError(null);
        try {
          await login({ username: values.username.trim(), password: values.password }).unwrap();
          session.remove(StorageKeys.newMember);
          toast({ title: 'Login successful', description: 'Welcome back!', variant: 'success' });
          onSuccess();
        } catch (error) {
          const message = isApiError(error) ? error.serverMessage : null;
          setServerError(message ?? 'Login failed');
          failureToast({ title: 'Login failed', description: message ?? 'Invalid credentials. Please try again.', variant: 'destructive' });
        }
      }}
    >
      {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
        <Form noValidate aria-label="Login">
          <Field label="Username" name="username" autoComplete="username" value={values.username} onChange={handleChange} onBlur={handleBlur} error={touched.username && errors.username} />
          <Field label="Password" name="password" type="password" autoComplete="current-password" value={values.password} onChange={handleChange} onBlur={handleBlur} error={touched.password && errors.password} />
          {serverError && <StyledError role="alert" data-testid="login-error">{serverError}</StyledError>}
          <StyledButton type="submit" $block disabled={isSubmitting}>{isSubmitting ? 'Logging in...' : 'Log In'}</StyledButton>
        </Form>
      )}
    </Formik>
  );
}
