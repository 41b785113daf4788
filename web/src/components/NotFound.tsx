/**
 * Not found (01 §2.1, §8): an unknown route shows 'NOT FOUND, redirecting...' and goes
 * home after a second; /404, where forbidden routes lead, stays and offers the way home.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG_NOT_FOUND_REDIRECTING, NOT_FOUND_REDIRECT_MS, paths } from '../../../domain';

/** The not-found notice; with `redirect` it goes home after one second. */
export function NotFound({ redirect }: { redirect: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(
      () => void navigate(paths.home(), { replace: true }),
      NOT_FOUND_REDIRECT_MS,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [navigate, redirect]);
  return <div className="not-found">{redirect ? MSG_NOT_FOUND_REDIRECTING : 'NOT FOUND'}</div>;
}
