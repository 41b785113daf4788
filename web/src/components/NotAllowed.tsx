/**
 * What a screen shows in place of data the gateway refused the user (a 403 from the REST
 * proxy, or the live socket's refusal of a topic): one message, the same on every screen.
 * Forbidden routes go to /404 (01 §2.1); these pages are open to every user (/player,
 * /view/practice), so what may not be seen is another team's data, and the page says so
 * in the words of 01 §6 ('not permitted') instead of the server's reason.
 */
import { useId, type ReactNode } from 'react';
import './NotAllowed.css';

/**
 * The notice that `subject` belongs to another team whose `sessions` the user is not
 * permitted to see; `children` is the way onward (a link), when the screen has none.
 */
export function NotAllowed({
  subject,
  sessions,
  children,
}: {
  subject: 'player' | 'practice' | 'game';
  sessions: 'practices' | 'games';
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="not-allowed" aria-labelledby={titleId}>
      <h2 id={titleId}>Not permitted</h2>
      <p>
        This {subject} belongs to another team, and your account is not permitted to see that
        team&apos;s {sessions}.
      </p>
      {children}
    </section>
  );
}
