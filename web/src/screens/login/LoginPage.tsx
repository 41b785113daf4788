/** /login: the welcome text and the "Sign in with Google" button (01 §2.2). */
import { useSearchParams } from 'react-router-dom';
import { MSG_LOGIN_FAILED, ROUTES, VERSION_TAG } from '../../../../domain';
import { signInUrl } from '../../data/session';
import './login.css';

/** Shown when the gateway could not ask the tracking service (dataaccess) who signed in. */
const MSG_SERVICE_UNAVAILABLE = 'The tracking service is not answering. Try again in a minute.';

/**
 * What the screen says for the `error` the gateway sends it with. A failure of the identity
 * provider's own step (`signin`) is only logged, so it says nothing (01 §2.2).
 */
const ERROR_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['unknown', MSG_LOGIN_FAILED],
  ['unavailable', MSG_SERVICE_UNAVAILABLE],
]);

/** The sign-in screen. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const error = ERROR_MESSAGES.get(params.get('error') ?? '');
  const returnTo = params.get('returnTo') ?? ROUTES.scheduleHome;
  return (
    <div className="login">
      <div className="login-card">
        <h1>Welcome to Practice Tracking</h1>
        <p>
          Live and past practice performance for your team: speed, distance, efforts and ball
          flights, tracked ten times a second.
        </p>
        {error !== undefined && (
          <p className="login-error" role="alert">
            {error}
          </p>
        )}
        <a className="google-button" href={signInUrl(returnTo)}>
          <span aria-hidden="true" className="google-g">
            G
          </span>
          Sign in with Google
        </a>
      </div>
      <footer className="version-tag">v{VERSION_TAG}</footer>
    </div>
  );
}
