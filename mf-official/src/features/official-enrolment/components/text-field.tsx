import { useId, type ReactNode } from 'react';
import { control, field, fieldError, label as labelStyle, star, textarea } from './form-styles';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'numeric' | 'text' | 'tel';
  disabled?: boolean;
  children?: ReactNode;
}

/** A labelled text input (or textarea) with its Chinese error under it. */
export function TextField({ label, value, onChange, error, required, multiline, maxLength, placeholder, inputMode, disabled, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    maxLength,
    placeholder,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  };
  return (
    <div style={field}>
      <label htmlFor={id} style={labelStyle}>
        {required && <span style={star} aria-hidden="true">*</span>}
        {label}
      </label>
      {multiline ? (
        <textarea {...common} style={textarea} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} inputMode={inputMode} style={control} onChange={(e) => onChange(e.target.value)} />
      )}
      {children}
      {error && (
        <p id={errorId} role="alert" style={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
