// A file field with a picker and a drop zone (the resume, the franchise contract). The chosen file is
// the form value `name`; a file that fails `check` shows its message and either clears the choice (the
// application form) or keeps the earlier good file (the franchise upload). A file picked before the
// island's script ran is taken over on hydration.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldMessage, useFieldMessage } from './fields';
import { useFormPolicy } from './Form';
import './form.css';

interface Props {
  name: string;
  label: string;
  hint: string;
  chooseLabel: string;
  selectedLabel: (fileName: string) => string;
  removeLabel: string;
  accept?: string;
  /** The message for an unusable file, or null when it is fine. */
  check: (file: File) => string | null;
  onWrongFile?: 'clear' | 'keep';
  onChange?: () => void;
}

export function FileDrop({
  name,
  label,
  hint,
  chooseLabel,
  selectedLabel,
  removeLabel,
  accept = 'application/pdf,.pdf',
  check,
  onWrongFile = 'clear',
  onChange,
}: Props) {
  const id = useId();
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const fieldMessage = useFieldMessage(name);
  const policy = useFormPolicy();
  // In a summary form the refusal shows in the form's alert; otherwise under the zone.
  const summary = policy.display === 'summary';
  const message = summary ? null : (problem ?? fieldMessage);
  const show = (text: string | null) => {
    setProblem(text);
    if (summary) policy.setNotice?.(text);
  };
  const file = field.value instanceof File ? field.value : null;

  const pick = (candidate: File | null | undefined) => {
    if (!candidate) return;
    onChange?.();
    const wrong = check(candidate);
    if (input.current) input.current.value = '';
    show(wrong);
    if (wrong && onWrongFile === 'keep') return;
    field.onChange(wrong ? null : candidate);
    field.onBlur();
  };
  const remove = () => {
    if (input.current) input.current.value = '';
    show(null);
    field.onChange(null);
    input.current?.focus();
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files?.[0]);
  };

  // A file chosen before hydration is still in the input.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) pick(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="field">
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <label
        htmlFor={id}
        className={`drop-zone${dragging ? ' is-dragging' : ''}${message || (summary && problem) ? ' is-invalid' : ''}`}
        onDragEnter={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragOver={(e) => {
          e.preventDefault();
          e.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <input
          ref={(el) => {
            input.current = el;
            field.ref(el);
          }}
          id={id}
          name={name}
          type="file"
          accept={accept}
          className="drop-zone-input"
          aria-labelledby={`${id}-label`}
          aria-describedby={[`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ')}
          aria-invalid={message ? true : undefined}
          onChange={(e) => pick(e.target.files?.[0])}
        />
        <svg className="drop-zone-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 16V4m0 0l-4.5 4.5M12 4l4.5 4.5M4 16v2.5A1.5 1.5 0 005.5 20h13a1.5 1.5 0 001.5-1.5V16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="drop-zone-button" aria-hidden="true">
          {chooseLabel}
        </span>
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      </label>
      {file ? (
        <p className="drop-zone-file">
          <span>{selectedLabel(file.name)}</span>
          <button type="button" className="link-button" onClick={remove}>
            {removeLabel}
          </button>
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} text={message} />
    </div>
  );
}
