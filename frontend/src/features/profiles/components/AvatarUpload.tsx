import { useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useToast } from '../../../app/toasts/ToastProvider';
import { serverText } from '../../../shared/error-text';
import { downscaleToJpegBlob } from '../../../shared/downscale-image';
import { useUploadAvatarMutation } from '../api/profilesApi';

/** Owner only: downscaled in the browser to 500x500 JPEG first, then PUT as the `avatar` field. */
export function AvatarUpload({ userId }: { userId: string }) {
  const [uploadAvatar] = useUploadAvatarMutation();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const avatar = await downscaleToJpegBlob(file);
      await uploadAvatar({ id: userId, avatar }).unwrap();
      toast({ title: 'Success', description: 'Profile picture updated' });
    } catch (error) {
      toast({ title: 'Error', description: serverText(error, 'Failed to upload image'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledUpload $busy={busy}>
      <input type="file" accept="image/*" onChange={onChange} disabled={busy} className="visually-hidden" id="avatar-upload" />
      <label htmlFor="avatar-upload">{busy ? 'Uploading...' : 'Change photo'}</label>
    </StyledUpload>
  );
}

const StyledUpload = styled.div<{ $busy: boolean }>`
  margin-top: 8px;
  text-align: center;
  label {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: 4px 12px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 0.85rem;
    font-weight: 600;
    cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  }
  input:focus-visible + label { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;
