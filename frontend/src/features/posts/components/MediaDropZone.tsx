import { useEffect, useMemo, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { StyledError } from '../../../app/ui/Field';
import { MEDIA_ACCEPT } from '../schemas/post.schemas';

interface MediaDropZoneProps {
  id: string;
  file: File | null;
  onChange(file: File | null): void;
  error?: string;
}

const kilobytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * The Create Post media picker: a zone to drop a photo or video on, or to click (it is the file
 * input's label, so keyboard and screen readers reach the real input), and a preview of the pick.
 */
export function MediaDropZone({ id, file, onChange, error }: MediaDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  // One object URL per picked file, released when the pick changes or the dialog closes.
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChange(dropped);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };

  const errorId = `${id}-error`;
  return (
    <StyledMedia>
      <label htmlFor={id}>Media</label>
      <input
        id={id}
        name="media"
        type="file"
        accept={MEDIA_ACCEPT}
        className="visually-hidden"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          onChange(event.currentTarget.files?.[0] ?? null);
          event.currentTarget.value = ''; // choosing the same file again after Remove still reports a change
        }}
      />
      {file && preview ? (
        <StyledPreview>
          {file.type.startsWith('video/')
            ? <video src={preview} muted controls preload="metadata" aria-label={`Preview of ${file.name}`} />
            : <img src={preview} alt={`Preview of ${file.name}`} />}
          <div>
            <strong>{file.name}</strong>
            <span>{kilobytes(file.size)}</span>
            <StyledRemove type="button" aria-label={`Remove ${file.name}`} onClick={() => onChange(null)}>Remove</StyledRemove>
          </div>
        </StyledPreview>
      ) : (
        <StyledZone htmlFor={id} data-testid="media-drop-zone" data-dragging={dragging} onDragOver={onDragOver} onDragLeave={() => setDragging(false)} onDrop={onDrop}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
          <span>Drag a photo or video here, or <u>choose a file</u></span>
          <small>Images and GIFs up to 15 MB, MP4, WebM or Ogg video up to 100 MB</small>
        </StyledZone>
      )}
      {error && <StyledError id={errorId} role="alert">{error}</StyledError>}
    </StyledMedia>
  );
}

const StyledMedia = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 14px;
  > label { font-weight: 600; font-size: 0.95rem; }
`;

const StyledZone = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 20px 12px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  span { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
  u { color: ${({ theme }) => theme.colors.brandDark}; }
  small { font-size: 0.8rem; font-weight: 400; }
  &[data-dragging='true'], &:hover { border-color: ${({ theme }) => theme.colors.brand}; background: ${({ theme }) => theme.colors.brandLight}; }
  input:focus-visible + & { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const StyledPreview = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  img, video { flex: none; width: 96px; height: 96px; object-fit: cover; border-radius: 8px; background: #000; }
  div { display: flex; flex-direction: column; align-items: flex-start; gap: 2px; min-width: 0; }
  strong { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
`;

const StyledRemove = styled.button`
  min-height: 36px;
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: #fff;
  font-weight: 600;
  cursor: pointer;
`;
