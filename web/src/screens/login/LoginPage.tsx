/** /login: the welcome text and the "Sign in with Google" button (01 §2.2). */
import { useSearchParams } from 'react-router-dom';
import { MSG_LOGIN_FAILED, ROUTES, VERSION_TAG } from '../../../../domain';
import { signInUrl } from '../../data/session';
import './login.css';

/** The sign-in screen. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const failed = params.get('error') === 'unknown';
  const returnTo = params.get('returnTo') ?? ROUTES.scheduleHome;
  return (
    <div className="login">
      <div className="login-card">
        <h1>Welcome to Practice Tracking</h1>
        <p>
          Live and past practice performance for your team: speed, distance, efforts and ball
          flights, tracked ten times a second.
        </p>
        {failed && (
          <p className="login-error" role="alert">
            {MSG_LOGIN_FAILED}
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
