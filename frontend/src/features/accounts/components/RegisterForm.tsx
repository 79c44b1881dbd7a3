import { Formik, Form } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { Field, StyledError } from '../../../app/ui/Field';
import { StyledButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';
import { useFormFailureToast } from '../../../app/toasts/use-form-failure-toast';
import { isApiError } from '../../../app/api';
import { session, StorageKeys } from '../../../app/storage';
import { registerFormSchema, type RegisterFormValues } from '../schemas/account.schemas';
import { useRegisterMutation } from '../api/accountsApi';

export function RegisterForm({ onSuccess }: { onSuccess(): void }) {
  const [register] = useRegisterMutation();
  const { toast } = useToast();
  const failureToast = useFormFailureToast();
  const [serverError, setServerError] = useState<string | null>(null);

  return (
    <Formik<RegisterFormValues>
      initialValues={{ username: '', email: '', password: '', name: '', marketingConsent: false, subscribeToNewsletter: false }}
      validationSchema={registerFormSchema}
      onSubmit={async (values) => {
        setServerError(null);
        try {
          await register({
            username: values.username.trim(),
            email: values.email.trim(),
            password: values.password,
            name: values.name?.trim() || null,
            marketingConsent: values.marketingConsent,
            subscribeToNewsletter: values.subscribeToNewsletter,
          }).unwrap();
          session.set(StorageKeys.newMember, 'true');
          toast({ title: 'Registration successful', variant: 'success' });
          onSuccess();
        } catch (error) {
          const message = isApiError(error) ? error.serverMessage : null;
          setServerError(message ?? 'Registration failed');
          failureToast({ title: 'Registration failed', description: message ?? 'Please try again', variant: 'destructive' });
        }
      }}
    >
      {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
        <Form noValidate aria-label="Register">
          <Field label="Username" name="username" autoComplete="username" value={values.username} onChange={handleChange} onBlur={handleBlur} error={touched.username && errors.username} />
          <Field label="Email" name="email" type="email" autoComplete="email" value={values.email} onChange={handleChange} onBlur={handleBlur} error={touched.email && errors.email} />
          <Field label="Name (optional)" name="name" autoComplete="name" value={values.name} onChange={handleChange} onBlur={handleBlur} />
          <Field label="Password" name="password" type="password" autoComplete="new-password" value={values.password} onChange={handleChange} onBlur={handleBlur} error={touched.password && errors.password} />
          <StyledCheck>
            <input id="marketingConsent" name="marketingConsent" type="checkbox" checked={values.marketingConsent} onChange={handleChange} />
            <label htmlFor="marketingConsent">I agree to receive offers and news from Cannaverse</label>
          </StyledCheck>
          <StyledCheck>
            <input id="subscribeToNewsletter" name="subscribeToNewsletter" type="checkbox" checked={values.subscribeToNewsletter} onChange={handleChange} />
            <label htmlFor="subscribeToNewsletter">Subscribe to the newsletter</label>
          </StyledCheck>
          {serverError && <StyledError role="alert" data-testid="register-error">{serverError}</StyledError>}
          <StyledButton type="submit" $block disabled={isSubmitting}>{isSubmitting ? 'Creating account...' : 'Create Account'}</StyledButton>
        </Form>
      )}
    </Formik>
  );
}

const StyledCheck = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin-bottom: 12px;
  /* flex: none: a wrapping label must not squeeze the box (issue 25: the two boxes differed in size). */
  input { flex: none; width: 20px; height: 20px; margin-top: 2px; }
`;
