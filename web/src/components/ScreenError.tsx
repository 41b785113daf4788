/**
 * What a screen shows when it fails to load or to render: its route's error boundary. A
 * failure in one screen leaves the shell and the navigation working; a screen file that no
 * longer exists on the server (a newer version was deployed) asks for a reload.
 */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** True when the screen's code could not be fetched: a deploy replaced its hashed file. */
const isStaleChunk = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|importing a module script failed|error loading dynamically/i.test(
    error.message,
  );

/** A plain sentence of what went wrong. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The error boundary of the screen called `what` ('the schedule', 'this player'…). */
export function screenError(what: string) {
  return function ScreenError() {
    const error = useRouteError();
    const stale = isStaleChunk(error);
    return (
      <div className="screen-error" role="alert">
        <h2>{stale ? 'A newer version is available' : `Something went wrong showing ${what}`}</h2>
        <p>{stale ? 'Reload to get it.' : describe(error)}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            location.reload();
          }}
        >
          Reload
        </button>
      </div>
    );
  };
}
