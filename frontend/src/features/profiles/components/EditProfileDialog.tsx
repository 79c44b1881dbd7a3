import { useFormik } from 'formik';
import { profileUpdateSchema, ValidationMessages, type ProfileDto, type ProfileUpdateInput } from '@cannaverse/contracts';
import { Dialog, StyledDialogActions } from '../../../app/ui/Dialog';
import { StyledButton } from '../../../app/ui/Button';
import { Field, TextAreaField } from '../../../app/ui/Field';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { useUpdateUserMutation } from '../api/profilesApi';

const editSchema = profileUpdateSchema.pick(['displayName', 'pronouns', 'bio', 'website', 'location']);
type EditValues = Record<'displayName' | 'pronouns' | 'bio' | 'website' | 'location', string>;

const toChanges = (values: EditValues): ProfileUpdateInput => {
  const text = (value: string) => value.trim() || null;
  return { displayName: text(values.displayName), pronouns: text(values.pronouns), bio: text(values.bio), website: text(values.website), location: text(values.location) };
};

/** The profile's edit mode: saving returns to the view (spec §2). */
export function EditProfileDialog({ profile, onClose }: { profile: ProfileDto; onClose: () => void }) {
  const [updateUser] = useUpdateUserMutation();
  const { toast } = useToast();
  const formik = useFormik<EditValues>({
    initialValues: {
      displayName: profile.displayName ?? '',
      pronouns: profile.pronouns ?? '',
      bio: profile.bio ?? '',
      website: profile.website ?? '',
      location: profile.location ?? '',
    },
    validationSchema: editSchema,
    onSubmit: async (values) => {
      if (!profile.id) {
        toast({ title: 'Error updating profile', description: ValidationMessages.notAuthenticated, variant: 'destructive' });
        return;
      }
      try {
        await updateUser({ id: profile.id, method: 'PUT', changes: toChanges(values) }).unwrap();
        toast({ title: 'Profile updated', description: 'Your profile has been updated successfully.' });
        onClose();
      } catch (error) {
        toast({ title: 'Error updating profile', description: serverText(error, 'There was an error updating your profile'), variant: 'destructive' });
      }
    },
  });
  const error = (name: keyof EditValues) => formik.touched[name] && formik.errors[name];

  return (
    <Dialog title="Edit Profile" onClose={onClose}>
      <form onSubmit={formik.handleSubmit} noValidate>
        <Field label="Display Name" {...formik.getFieldProps('displayName')} error={error('displayName')} autoComplete="nickname" />
        <Field label="Pronouns" {...formik.getFieldProps('pronouns')} error={error('pronouns')} />
        <TextAreaField label="Bio" {...formik.getFieldProps('bio')} error={error('bio')} />
        <Field label="Website" {...formik.getFieldProps('website')} error={error('website')} inputMode="url" autoComplete="url" placeholder="example.com" />
        <Field label="Location" {...formik.getFieldProps('location')} error={error('location')} />
        <StyledDialogActions>
          <StyledButton type="button" $variant="secondary" onClick={onClose}>Cancel</StyledButton>
          <StyledButton type="submit" disabled={formik.isSubmitting}>{formik.isSubmitting ? 'Saving...' : 'Save Changes'}</StyledButton>
        </StyledDialogActions>
      </form>
    </Dialog>
  );
}
