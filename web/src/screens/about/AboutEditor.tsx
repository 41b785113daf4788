/**
 * The admin's editor of the About page: the announcements' Markdown and the documents' names
 * and addresses. The server checks every field; its refusal shows as it says it, and the page
 * stays as it was.
 */
import { useState } from 'react';
import {
  ABOUT_MAX_DOCUMENTS,
  ANNOUNCEMENTS_MAX_CHARS,
  CALLS,
  type AboutContent,
} from '../../../../domain';
import { ApiError, call } from '../../data/api';

/** Props of {@link AboutEditor}. */
export interface AboutEditorProps {
  readonly content: AboutContent;
  readonly onDone: (saved: boolean) => void;
}

/** The edit form. */
export function AboutEditor({ content, onDone }: AboutEditorProps) {
  const [announcements, setAnnouncements] = useState(content.announcements);
  const [documents, setDocuments] = useState(content.documents);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const change = (i: number, field: 'displayName' | 'url', value: string) => {
    setDocuments(documents.map((d, j) => (j === i ? { ...d, [field]: value } : d)));
  };
  const save = () => {
    setSaving(true);
    setProblem(null);
    call(CALLS.editAbout, {}, { body: { announcements, documents } }).then(
      () => {
        setSaving(false);
        onDone(true);
      },
      (error: unknown) => {
        setSaving(false);
        setProblem(error instanceof ApiError ? error.message : String(error));
      },
    );
  };

  return (
    <form
      className="about-editor"
      aria-label="Edit the About page"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <label className="about-field">
        Announcements (Markdown)
        <textarea
          value={announcements}
          rows={10}
          maxLength={ANNOUNCEMENTS_MAX_CHARS}
          onChange={(e) => {
            setAnnouncements(e.target.value);
          }}
        />
      </label>
      <fieldset className="about-field">
        <legend>Important Documents Links</legend>
        {documents.map((d, i) => (
          <div key={i} className="about-document-row">
            <input
              aria-label={`Document ${i + 1} name`}
              value={d.displayName}
              onChange={(e) => {
                change(i, 'displayName', e.target.value);
              }}
            />
            <input
              aria-label={`Document ${i + 1} address`}
              value={d.url}
              onChange={(e) => {
                change(i, 'url', e.target.value);
              }}
            />
            <button
              type="button"
              className="button"
              onClick={() => {
                setDocuments(documents.filter((_, j) => j !== i));
              }}
            >
              Remove
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button"
          disabled={documents.length >= ABOUT_MAX_DOCUMENTS}
          onClick={() => {
            setDocuments([...documents, { displayName: '', url: 'https://' }]);
          }}
        >
          Add Document
        </button>
      </fieldset>
      {problem !== null && (
        <p className="about-problem" role="alert">
          Not saved: {problem}
        </p>
      )}
      <div className="about-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            onDone(false);
          }}
        >
          Cancel
        </button>
        <button type="submit" className="button primary" disabled={saving}>
          Save
        </button>
        {saving && <span className="spinner" role="progressbar" aria-label="Saving" />}
      </div>
    </form>
  );
}
