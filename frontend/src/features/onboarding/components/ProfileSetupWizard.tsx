import { useState } from 'react';
import { Formik, Form, type FormikHelpers, type FormikProps } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { Limits, safeText, ValidationMessages as M, type UserDto } from '@cannaverse/contracts';
import { Dialog } from '../../../app/ui/Dialog';
import { Field, TextAreaField } from '../../../app/ui/Field';
import { StyledButton } from '../../../app/ui/Button';
import { useToast } from '../../../app/toasts/ToastProvider';
import { isApiError } from '../../../app/api';
import { useUpdateUserMutation } from '../../profiles/api/profilesApi';
import { Mascot } from '../../../app/ui/Mascot';
import { downscaleToJpegDataUrl } from '../../../shared/downscale-image';
import { initialsFor } from '../../../shared/format';
import { avatarImageSources } from '../../../shared/avatar-image';

const wizardSchema = yup.object({
  displayName: yup.string().trim().required(M.displayNameMin).min(Limits.displayNameMin, M.displayNameMin).max(Limits.displayNameMax, M.displayNameMax).test(safeText(M.displayNameCharacters)),
  bio: yup.string().max(Limits.bioMax, M.bioMax),
  location: yup.string().max(Limits.locationMax, M.locationMax),
  pronouns: yup.string().max(Limits.pronounsMax, M.pronounsMax),
});
type WizardValues = yup.InferType<typeof wizardSchema>;
const TITLES = ['Welcome to Cannaverse!', 'Choose Your Display Name', 'Add Your Avatar', 'Complete Your Profile'];

export function ProfileSetupWizard({ user, onComplete }: { user: UserDto; onComplete(): void }) {
  const [step, setStep] = useState(1);
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(user.avatar);
  const [busy, setBusy] = useState(false);
  const [updateUser] = useUpdateUserMutation();
  const { toast } = useToast();

  const submit = async (values: WizardValues) => {
    setBusy(true);
    try {
      const avatar = avatarFile ? await downscaleToJpegDataUrl(avatarFile) : undefined;
      await updateUser({
        id: user.id, method: 'PATCH',
        changes: { displayName: values.displayName.trim(), bio: values.bio ?? '', location: values.location ?? '', pronouns: values.pronouns ?? '', ...(avatar ? { avatar } : {}) },
      }).unwrap();
      toast({ title: 'Profile created', description: 'Your profile has been set up successfully!', variant: 'success' });
      onComplete();
    } catch (error) {
      if (isApiError(error)) {
        toast({ title: 'Error creating profile', description: error.serverMessage ?? 'There was an error setting up your profile. Please try logging in again.', variant: 'destructive' });
      } else {
        toast({ title: 'Error', description: 'Failed to submit the form. Please try again.', variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  /**
   * Enter in a field submits the form (the browser's implicit submission): before the last step it
   * moves to the next step, as Continue does, instead of completing the setup with steps unseen.
   * Formik calls this only once the form is valid, so step 2 moves on only with a good display name.
   */
  const onSubmit = async (values: WizardValues, helpers: FormikHelpers<WizardValues>) => {
    if (step < TITLES.length) {
      setStep(step + 1);
      helpers.setSubmitting(false);
      return;
    }
    await submit(values);
  };

  /** Step 2 → 3 only with a valid display name; otherwise show the field's error. */
  const continueFromName = async (formik: FormikProps<WizardValues>) => {
    await formik.setFieldTouched('displayName', true, false);
    const errors = await formik.validateForm();
    if (!errors.displayName) setStep(3);
  };

  return (
    <Dialog title={TITLES[step - 1]} focusTitleOn={step}>
      <StyledStepCount>Step {step} of 4</StyledStepCount>
      <Formik<WizardValues> initialValues={{ displayName: user.displayName ?? '', bio: user.bio ?? '', location: user.location ?? '', pronouns: user.pronouns ?? '' }} validationSchema={wizardSchema} onSubmit={onSubmit}>
        {(formik) => (
          <Form noValidate aria-label="Profile setup">
            {step === 1 && (
              <StyledCenter>
                <Mascot pose="waving" />
                <p>Hi, I&apos;m Sprout! Let&apos;s set up your profile so other growers can get to know you.</p>
                <StyledButton type="button" onClick={() => setStep(2)}>Let&apos;s Get Started</StyledButton>
              </StyledCenter>
            )}
            {step === 2 && (
              <>
                <Mascot pose="wiggling" size={80} />
                <Field label="Display name" name="displayName" value={formik.values.displayName} onChange={formik.handleChange} onBlur={formik.handleBlur} error={formik.touched.displayName && formik.errors.displayName} />
                <StyledNav>
                  <StyledButton type="button" $variant="secondary" onClick={() => setStep(1)}>Back</StyledButton>
                  <StyledButton type="button" onClick={() => void continueFromName(formik)}>Continue</StyledButton>
                </StyledNav>
              </>
            )}
            {step === 3 && (
              <>
                <StyledAvatarRow>
                  {preview ? <StyledAvatar {...avatarImageSources(preview, 96)} alt="Avatar preview" width={96} height={96} /> : <StyledInitials aria-label="Avatar initials">{initialsFor(formik.values.displayName, user.username)}</StyledInitials>}
                  <div>
                    <label htmlFor="avatar-file">Choose an avatar</label>
                    <input id="avatar-file" type="file" accept="image/*" onChange={(event) => {
                      const file = event.target.files?.[0] ?? null;
                      setAvatarFile(file);
                      if (file) setPreview(URL.createObjectURL(file));
                    }} />
                  </div>
                </StyledAvatarRow>
                <StyledNav>
                  <StyledButton type="button" $variant="secondary" onClick={() => setStep(2)}>Back</StyledButton>
                  <StyledButton type="button" onClick={() => setStep(4)}>Continue</StyledButton>
                </StyledNav>
              </>
            )}
            {step === 4 && (
              <>
                <Mascot pose="crown" size={80} />
                <TextAreaField label="Bio" name="bio" value={formik.values.bio} onChange={formik.handleChange} onBlur={formik.handleBlur} error={formik.touched.bio && formik.errors.bio} />
                <Field label="Location" name="location" value={formik.values.location} onChange={formik.handleChange} onBlur={formik.handleBlur} error={formik.touched.location && formik.errors.location} />
                <Field label="Pronouns" name="pronouns" value={formik.values.pronouns} onChange={formik.handleChange} onBlur={formik.handleBlur} error={formik.touched.pronouns && formik.errors.pronouns} />
                <StyledNav>
                  <StyledButton type="button" $variant="secondary" onClick={() => setStep(3)}>Back</StyledButton>
                  <StyledButton type="submit" disabled={busy}>{busy ? 'Setting up...' : 'Complete Setup'}</StyledButton>
                </StyledNav>
              </>
            )}
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}

const StyledStepCount = styled.p`
  margin: -6px 0 12px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const StyledCenter = styled.div`
  text-align: center;
`;

const StyledNav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin-top: 8px;
`;

const StyledAvatarRow = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
  label { display: block; font-weight: 600; margin-bottom: 6px; }
`;

const StyledAvatar = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  object-fit: cover;
`;

const StyledInitials = styled.span`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border-radius: 50%;
  font-size: 2.4rem;
  font-weight: 700;
  color: #fff;
  background: ${({ theme }) => theme.colors.brand};
`;
