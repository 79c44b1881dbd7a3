import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { AccountMessages } from '@cannaverse/contracts';
import { StyledButton } from '../../../app/ui/Button';
import { Dialog, StyledDialogActions } from '../../../app/ui/Dialog';
import { Field } from '../../../app/ui/Field';
import { useToast } from '../../../app/toasts/ToastProvider';
import { isApiError } from '../../../app/api-error';
import { serverText } from '../../../shared/error-text';
import { useDeleteAccountMutation } from '../api/settingsApi';

export const ACCOUNT_DELETED_TITLE = 'Your account has been deleted';
export const ACCOUNT_DELETED_TEXT = 'You have been signed out everywhere. Everything you shared is being erased and is gone within a minute.';

const schema = yup.object({ password: yup.string().required('Password is required') });

/**
 * Deleting the account (issue 25): what goes and what stays, then the password in a dialog. After
 * the server's 202 this browser is signed out; the member lands on the landing page with a notice.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>Deleting your account signs you out on every device and cannot be undone. Within a minute we erase:</p>
      <StyledList>
        <li>your profile, photo, posts with their photos and videos, comments and likes;</li>
        <li>who you follow and who follows you, your blocks, and your direct messages, from both sides of each conversation;</li>
        <li>your strain stories, reactions, upvotes and ratings, your streams, recordings and chat lines;</li>
        <li>your notifications and settings. A paid plan ends with the account and is not renewed.</li>
      </StyledList>
      <p>Reports you made stay for our moderators without your name; posts by others that mention you stay as they were written. Your username stays reserved so nobody can pass as you. <Link to="/privacy">Our Privacy Policy</Link> says what is kept and for how long.</p>
      <StyledDanger type="button" onClick={() => setOpen(true)}>Delete account</StyledDanger>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function DeleteAccountDialog({ onClose }: { onClose(): void }) {
  const [deleteAccount] = useDeleteAccountMutation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const formik = useFormik({
    initialValues: { password: '' },
    validationSchema: schema,
    onSubmit: async ({ password }, helpers) => {
      try {
        await deleteAccount({ password }).unwrap();
        toast({ title: ACCOUNT_DELETED_TITLE, description: ACCOUNT_DELETED_TEXT, variant: 'success' });
        navigate('/', { replace: true });
      } catch (error) {
        if (isApiError(error) && error.status === 403) helpers.setFieldError('password', serverText(error, AccountMessages.wrongPassword));
        else toast({ title: 'Error', description: serverText(error, 'Could not delete your account'), variant: 'destructive' });
      }
    },
  });
  const error = formik.touched.password && formik.errors.password;
  return (
    <Dialog title="Delete your account?" onClose={onClose}>
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Delete account">
        <p>This erases everything you shared, everywhere, and signs you out. It cannot be undone.</p>
        <Field label="Your password" name="password" id="settings-delete-password" type="password" autoComplete="current-password"
          value={formik.values.password} onChange={formik.handleChange} onBlur={formik.handleBlur} error={error} />
        <StyledDialogActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>Cancel</StyledButton>
          <StyledDanger type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Deleting...' : 'Delete my account'}</StyledDanger>
        </StyledDialogActions>
      </form>
    </Dialog>
  );
}

const StyledDanger = styled(StyledButton)`
  background: ${({ theme }) => theme.colors.danger};
`;

const StyledList = styled.ul`
  margin: 0 0 8px;
  padding-left: 20px;
`;
