import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string | false;
}

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, name, error, id, ...input }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <StyledField>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} name={name} aria-invalid={Boolean(error)} aria-describedby={error ? `${inputId}-error` : undefined} {...input} />
      {error && <StyledError id={`${inputId}-error`} role="alert">{error}</StyledError>}
    </StyledField>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  error?: string | false;
}

export function TextAreaField({ label, name, error, id, ...textarea }: TextAreaFieldProps) {
  const inputId = id ?? `field-${name}`;
  return (
    <StyledField>
      <label htmlFor={inputId}>{label}</label>
      <textarea id={inputId} name={name} aria-invalid={Boolean(error)} aria-describedby={error ? `${inputId}-error` : undefined} {...textarea} />
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
  input, textarea {
    min-height: 44px;
    padding: 10px 12px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: #fff;
  }
  textarea { min-height: 90px; resize: vertical; }
  input[aria-invalid='true'], textarea[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;
