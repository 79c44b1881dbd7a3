import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string | false;
}

/** A caller's own aria-describedby (a hint elsewhere) plus the error's id, when there is one. */
const describedBy = (own: string | undefined, inputId: string, error: string | false | undefined) =>
  [own, error ? `${inputId}-error` : null].filter(Boolean).join(' ') || undefined;

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, name, error, id, 'aria-describedby': own, ...input }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <StyledField>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} name={name} aria-invalid={Boolean(error)} aria-describedby={describedBy(own, inputId, error)} {...input} />
      {error && <StyledError id={`${inputId}-error`} role="alert">{error}</StyledError>}
    </StyledField>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  error?: string | false;
}

export function TextAreaField({ label, name, error, id, 'aria-describedby': own, ...textarea }: TextAreaFieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <StyledField>
      <label htmlFor={inputId}>{label}</label>
      <textarea id={inputId} name={name} aria-invalid={Boolean(error)} aria-describedby={describedBy(own, inputId, error)} {...textarea} />
      {error && <StyledError id={`${inputId}-error`} role="alert">{error}</StyledError>}
    </StyledField>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  error?: string | false;
  children: ReactNode;
}

export function SelectField({ label, name, error, id, children, ...select }: SelectFieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <StyledField>
      <label htmlFor={inputId}>{label}</label>
      <select id={inputId} name={name} aria-invalid={Boolean(error)} aria-describedby={error ? `${inputId}-error` : undefined} {...select}>{children}</select>
      {error && <StyledError id={`${inputId}-error`} role="alert">{error}</StyledError>}
    </StyledField>
  );
}

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 14px;
  label { font-weight: 600; font-size: 0.95rem; }
  input, textarea, select {
    min-height: 44px;
    padding: 10px 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
  }
  textarea { min-height: 90px; resize: vertical; }
  input[aria-invalid='true'], textarea[aria-invalid='true'], select[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  input:disabled, textarea:disabled { background: ${({ theme }) => theme.colors.background}; color: ${({ theme }) => theme.colors.muted}; cursor: not-allowed; }
`;

/** A short explanation under a field (why it is disabled, what it expects). */
export const StyledHint = styled.p`
  margin: -8px 0 14px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;
