/** Unknown routes: 'NOT FOUND, redirecting...' then home after a second (01 §2.1). */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG_NOT_FOUND_REDIRECTING, NOT_FOUND_REDIRECT_MS } from '../../../domain';

/** The not-found screen; with `redirect` it goes home after one second. */
export function NotFound({ redirect }: { redirect: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => void navigate('/', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [navigate, redirect]);
  return <div className="not-found">{redirect ? MSG_NOT_FOUND_REDIRECTING : 'NOT FOUND'}</div>;
}
