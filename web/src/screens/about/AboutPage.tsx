/**
 * /about, outside the shell (01 §2.1, 03 §2 About): what the product is, the announcements,
 * 'Important Documents Links' in columns of 5, 5 and the rest, the user guide's download and
 * the contact footer. A signed-in user reads the page's content; the platform admin edits it.
 * A visitor who is not signed in sees the product's description and a way to sign in.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ABOUT_CONTACT,
  CALLS,
  canEditAbout,
  MSG_USER_GUIDE_FAILED,
  paths,
  VERSION_TAG,
} from '../../../../domain';
import { signedInUserQuery } from '../../data/sessionReads';
import { useApiQuery } from '../../data/useApiQuery';
import { useUserGuide } from '../../data/useUserGuide';
import { AboutEditor } from './AboutEditor';
import { DocumentLinks } from './DocumentLinks';
import { Markdown } from './Markdown';
import './about.css';

/** The about page. */
export default function AboutPage() {
  const session = useQuery(signedInUserQuery);
  const user = session.data ?? null;
  const about = useApiQuery(CALLS.about, user === null ? null : {});
  const guide = useUserGuide();
  const [editing, setEditing] = useState(false);
  const content = about.rows[0];

  return (
    <div className="about">
      <div className="about-card">
        <header className="about-head">
          <h1>About Practice Tracking</h1>
          {user !== null && canEditAbout(user) && content !== undefined && !editing && (
            <button
              type="button"
              className="button"
              onClick={() => {
                setEditing(true);
              }}
            >
              Edit
            </button>
          )}
        </header>
        <p>
          Practice Tracking shows team and player performance from sensors worn in practices and
          games: speed, distance, hard efforts, accelerations and decelerations, player load and
          ball flights, live and afterwards, for pro and college football and college lacrosse
          staff.
        </p>
        {session.isPending ? (
          <p className="about-muted">Loading…</p>
        ) : user === null ? (
          <p>
            <Link to={paths.login(paths.about())} className="button primary">
              Sign in to read the announcements and documents
            </Link>
          </p>
        ) : about.error !== null ? (
          <p className="about-problem" role="alert">
            The announcements could not be read: {about.error}
          </p>
        ) : content === undefined ? (
          <p className="about-muted">Loading…</p>
        ) : editing ? (
          <AboutEditor
            content={content}
            onDone={(saved) => {
              setEditing(false);
              if (saved) about.reload();
            }}
          />
        ) : (
          <>
            <section className="about-announcements" aria-label="Announcements">
              <h2>Announcements</h2>
              <Markdown source={content.announcements} />
            </section>
            <section aria-label="Important Documents Links">
              <h2>Important Documents Links</h2>
              <DocumentLinks documents={content.documents} />
            </section>
            <section className="about-guide" aria-label="User guide">
              <button
                type="button"
                className="button primary"
                disabled={guide.busy}
                onClick={guide.download}
              >
                Download the User Guide (PDF)
              </button>
              {guide.busy && (
                <span className="spinner" role="progressbar" aria-label="Downloading" />
              )}
              {guide.failed && (
                <span className="about-flag" role="alert">
                  {MSG_USER_GUIDE_FAILED}
                </span>
              )}
            </section>
          </>
        )}
        <p>
          <Link to={paths.home()} className="button">
            Back to the schedule
          </Link>
        </p>
        <footer className="about-contact">
          {ABOUT_CONTACT.text} <a href={`mailto:${ABOUT_CONTACT.email}`}>{ABOUT_CONTACT.email}</a>
        </footer>
      </div>
      <footer className="version-tag">v{VERSION_TAG}</footer>
    </div>
  );
}
