/**
 * The user guide's download (03 §7 about/userguide/{id}): fetched as a PDF and saved under its
 * display name; while it runs a spinner shows, and a failure stops it and raises an error flag
 * for 2.5 s (03 §8).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CALLS, TOAST_MS, USER_GUIDE_FILE, USER_GUIDE_ID } from '../../../domain';
import { fetchApiFile, saveFile } from './download';

/** The download's state and how to start it. */
export function useUserGuide(): {
  readonly busy: boolean;
  readonly failed: boolean;
  readonly download: () => void;
} {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );
  const download = useCallback(() => {
    setBusy(true);
    setFailed(false);
    fetchApiFile(CALLS.userGuide, { id: USER_GUIDE_ID }, {}).then(
      (blob) => {
        saveFile(blob, USER_GUIDE_FILE);
        setBusy(false);
      },
      (error: unknown) => {
        console.warn('user guide download failed', error);
        setBusy(false);
        setFailed(true);
        if (timer.current !== null) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setFailed(false);
        }, TOAST_MS.userGuideError);
      },
    );
  }, []);
  return { busy, failed, download };
}
