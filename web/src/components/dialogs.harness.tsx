/**
 * A page for Dialog.test.ts: the shared Dialog and DraftPopup alone, with what the caller
 * sees of them written out, for the test to drive in a real browser. Not part of the app.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfirmDialog } from './ConfirmDialog';
import { Dialog } from './Dialog';
import { DraftPopup, useDraft } from './DraftPopup';

function Harness() {
  const [open, setOpen] = useState(false);
  const [locked, setLocked] = useState(false);
  const [closes, setCloses] = useState(0);
  const [letter, setLetter] = useState('a');
  const [applied, setApplied] = useState(0);
  const draft = useDraft(letter);
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState('none');
  const reply = (said: string) => () => {
    setAnswer(said);
    setAsking(false);
  };
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open dialog
      </button>
      <p>
        Closes: <output aria-label="Closes">{closes}</output>
      </p>
      <button
        type="button"
        onClick={() => {
          setAsking(true);
        }}
      >
        Ask
      </button>
      <p>
        Answer: <output aria-label="Answer">{answer}</output>
      </p>
      {asking && (
        <ConfirmDialog
          question="Delete it?"
          warning="It cannot be undone."
          confirmLabel="Yes, Delete"
          cancelLabel="No, Discard"
          onConfirm={reply('yes')}
          onCancel={reply('no')}
          onDismiss={reply('dismissed')}
        />
      )}
      <p>
        Applied: <output aria-label="Applied">{applied}</output>
      </p>
      {open && (
        <Dialog
          title="Test dialog"
          locked={locked}
          onClose={() => {
            setCloses((n) => n + 1);
            setOpen(false);
          }}
          footer={
            <button
              type="button"
              onClick={() => {
                setLocked(true);
              }}
            >
              Lock
            </button>
          }
        >
          <label>
            Field <input />
          </label>
        </Dialog>
      )}
      <DraftPopup
        state={draft}
        label="Letter"
        className="letter-filter"
        panelClassName="letter-panel"
        button={`Letter: ${letter}`}
        applyDisabled={draft.draft === ''}
        onApply={(value) => {
          setLetter(value);
          setApplied((n) => n + 1);
        }}
      >
        <label>
          Draft
          <input
            value={draft.draft}
            onChange={(e) => {
              draft.setDraft(e.target.value);
            }}
          />
        </label>
      </DraftPopup>
      <p style={{ marginTop: 400 }}>Outside</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root !== null)
  createRoot(root).render(
    // As main.tsx: in development, effects run twice, the way a remount would.
    <StrictMode>
      <Harness />
    </StrictMode>,
  );
