/**
 * /token (01 §2.2, 03 §2): an address carrying a `code` query parameter leads here, and
 * the page shows that value as the user token with a Copy button.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MSG_TOKEN_COPIED, MSG_TOKEN_VALIDITY, MSG_USER_TOKEN_TITLE } from '../../../../domain';
import './token.css';

/** The token page. */
export default function TokenPage() {
  const [params] = useSearchParams();
  const token = params.get('code') ?? '';
  const [copied, setCopied] = useState(false);
  return (
    <section className="token-page">
      <h1>{MSG_USER_TOKEN_TITLE}</h1>
      <pre className="token-value">{token || '—'}</pre>
      <p className="muted">{MSG_TOKEN_VALIDITY}</p>
      <button
        type="button"
        className="button primary"
        disabled={token === ''}
        onClick={() => {
          navigator.clipboard.writeText(token).then(
            () => {
              setCopied(true);
            },
            (error: unknown) => {
              console.warn('copy failed', error);
            },
          );
        }}
      >
        Copy
      </button>
      {copied && (
        <p role="status" className="token-copied">
          {MSG_TOKEN_COPIED}
        </p>
      )}
    </section>
  );
}
