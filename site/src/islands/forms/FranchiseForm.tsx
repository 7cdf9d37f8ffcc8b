// Franchising upload: sender's name and email plus the signed contract as a PDF, chosen with the picker
// or dropped on the zone (anything but a PDF: "Please upload a PDF file."), sent multipart to
// POST /api/v1/franchise-applications (fields name, email, contract).
import '../shared/zod-setup'; // first: before any zod schema is built
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { t } from '@crestline/contracts/messages';
import { franchiseApplicationSchema, franchiseFileSchema } from '@crestline/contracts/franchise';
import { firstIssueMessage } from '@crestline/contracts/common';
import { postForm } from '../shared/api';
import { FormStatus, TextField } from './fields';

export interface FranchiseFormLabels {
  heading: string;
  dropZone: string;
  browse: string;
  pdfOnly: string;
  selectedFile: string;
  removeFile: string;
  name: string;
  email: string;
  submit: string;
  submitting: string;
  success: string;
}

export default function FranchiseForm({ lang, labels }: { lang: 'en' | 'tr'; labels: FranchiseFormLabels }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  function choose(candidate: File | null | undefined) {
    setSuccess(null);
    if (!candidate) return;
    const problem = firstIssueMessage(franchiseFileSchema(lang).safeParse(candidate));
    if (problem) {
      // A wrong file never replaces a PDF already chosen.
      setError(t(lang, 'franchise.pdfOnly'));
      if (input.current) input.current.value = '';
      return;
    }
    setError(null);
    setFile(candidate);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  }

  function removeFile() {
    setFile(null);
    if (input.current) input.current.value = '';
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSuccess(null);
    const fields = franchiseApplicationSchema(lang).safeParse({ name, email });
    const problem = firstIssueMessage(fields) ?? firstIssueMessage(franchiseFileSchema(lang).safeParse(file));
    if (problem || !file) {
      setError(problem ?? t(lang, 'franchise.fileRequired'));
      return;
    }
    setError(null);
    setSending(true);
    const form = new FormData();
    form.set('name', name.trim());
    form.set('email', email.trim());
    form.set('contract', file, file.name);
    try {
      const result = await postForm('/franchise-applications', form, lang);
      if (result.ok) {
        setSuccess(labels.success);
        setName('');
        setEmail('');
        removeFile();
      } else {
        setError(result.errorText ?? t(lang, 'common.unexpectedError'));
      }
    } catch {
      setError(t(lang, 'common.unexpectedError'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <h3>{labels.heading}</h3>
      <div className="form-row">
        <TextField
          label={labels.name}
          name="name"
          required
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          disabled={sending}
        />
        <TextField
          label={labels.email}
          name="email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={sending}
        />
      </div>
      <div
        className={`drop-zone${dragging ? ' dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="franchise-drop-zone"
      >
        <p>{labels.dropZone}</p>
        <label htmlFor={inputId} className="button button-outline">
          {labels.browse}
        </label>
        <input
          ref={input}
          id={inputId}
          className="sr-only"
          type="file"
          name="contract"
          accept="application/pdf,.pdf"
          aria-describedby={hintId}
          onChange={(e) => choose(e.target.files?.[0])}
          disabled={sending}
        />
        <p id={hintId} className="drop-hint">
          {labels.pdfOnly}
        </p>
        {file ? (
          <p className="selected-file">
            <span>
              {labels.selectedFile.replace(/:\s*$/, '')}: <strong>{file.name}</strong>
            </span>
            <button type="button" className="link-button" onClick={removeFile} disabled={sending}>
              {labels.removeFile}
            </button>
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? labels.submitting : labels.submit}
      </button>
      <FormStatus kind="success" text={success} />
      <FormStatus kind="error" text={error} />
    </form>
  );
}
