/**
 * The session route's loader: starts the page's reads when the route is entered, in
 * parallel with the page's code, instead of one after another as the page renders. It
 * returns at once (the page renders its loading states meanwhile); the reads land in the
 * query cache, where the page's hooks find them by the same keys.
 *
 * The user check, the session, its processing job and the user's exclusions go out together
 * when this browser has a user stored (a visitor with none is sent to sign in by the route
 * guard, and nothing is asked for before the check); then what needs their answers: the
 * custom tables and notes of the session's team.
 *
 * The numbers of an address that names a past session's view (expanded, a game, by period)
 * go out with the first reads too, as though the user excluded no one, rather than after
 * the session, its job and the exclusions have answered (the longest wait of the page's
 * opening, issue 33). They are kept when those answers agree: the session complete and its
 * job done, and no one excluded (else the page asks with its list, as before). A session
 * still live or still being processed drops them, so the page never shows numbers computed
 * before its final ones.
 */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { canSeePlayerNotes } from '../../../../domain';
import { queryClient } from '../../data/queryClient';
import { storedUserEmail } from '../../data/session';
import { stageOf, type SessionMeta } from '../../data/sessionMeta';
import type { ProcessingStatus } from '../../data/sessionNumbers';
import {
  customTablesQuery,
  exclusionsQuery,
  fullSessionQuery,
  playerNotesQuery,
  processingFinished,
  processingQuery,
  sessionMetaQuery,
  signedInUserQuery,
} from '../../data/sessionReads';
import { filtersOf, numbersQuery } from './sessionFilters';

/** Starts the session page's reads; never blocks the navigation. */
export function sessionLoader({ params, request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  const kind = url.pathname.startsWith('/view/game/') ? 'game' : 'practice';
  // The live table's address (condensed) is a practice that may be running: no numbers early.
  const past = kind === 'game' || params.view !== 'condensed' || params.metric !== undefined;
  prefetch(kind, params.id ?? '', params.teamId, url.searchParams, past).catch((error: unknown) => {
    // The page reads again what failed here, and shows why.
    console.debug('session prefetch', error);
  });
  return null;
}

/** The address without its metric view (?view=…). */
const withoutView = (url: URL): string => {
  const search = new URLSearchParams(url.search);
  search.delete('view');
  return `${url.pathname}?${search.toString()}`;
};

/**
 * Whether the loader runs again on a navigation: not when only the metric view (?view=…)
 * changed. The view changes the columns only; the numbers in hand fill them, and the loader
 * would read again what the page holds once it is 10 s old, a round trip that choosing a
 * view must not cost (issue 36). Any other change revalidates as before.
 */
export function sessionShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return withoutView(currentUrl) !== withoutView(nextUrl) && defaultShouldRevalidate;
}

/**
 * Whether a session's numbers are its final ones, kept in the store: a game's always, a
 * practice's once it is complete and its processing job has finished.
 */
export const keptNumbers = (
  kind: 'practice' | 'game',
  meta: SessionMeta | undefined,
  processing: ProcessingStatus | undefined,
): boolean =>
  meta !== undefined &&
  (kind === 'game' || (stageOf(meta) === 'complete' && processingFinished(processing)));

async function prefetch(
  kind: 'practice' | 'game',
  id: string,
  gameTeamId: string | undefined,
  search: URLSearchParams,
  past: boolean,
): Promise<void> {
  if (id === '') return;
  const userCheck = queryClient.query(signedInUserQuery);
  // A user stored in this browser is most likely still signed in: what is keyed by the session
  // and that user goes out at once, beside the user check. Without one, nothing is asked
  // before the check says who is there. (Should the check name someone else, these reads are
  // only unused entries: the page reads by the user the check names.)
  const email = storedUserEmail() ?? (await userCheck)?.email ?? null;
  if (email === null) return;
  // What this browser already knows of the session (a filter changed) may rule them out.
  const knownMeta = queryClient.getQueryData(sessionMetaQuery(id).queryKey)?.[0];
  const knownExcluded = queryClient.getQueryData(exclusionsQuery(email, id).queryKey)?.[0];
  const early =
    past &&
    (kind === 'game' || knownMeta === undefined || stageOf(knownMeta) === 'complete') &&
    (knownExcluded?.playerIds.length ?? 0) === 0
      ? fullSessionQuery(id, numbersQuery(filtersOf(search), [], null))
      : null;
  const earlyRead = early === null ? null : queryClient.query(early).catch(() => null);
  const [metaRows, processing, stored] = await Promise.all([
    queryClient.query(sessionMetaQuery(id)),
    kind === 'practice' ? queryClient.query(processingQuery(id)) : Promise.resolve(null),
    queryClient.query(exclusionsQuery(email, id)),
  ]);
  const meta = metaRows[0];
  const numbersKept = keptNumbers(kind, meta, processing?.[0]);
  const excluded = stored[0]?.playerIds ?? [];
  // The early numbers are kept only when they are the page's (see above).
  if (early !== null && !(numbersKept && excluded.length === 0)) {
    queryClient.removeQueries({ queryKey: early.queryKey, exact: true });
  }
  if (meta === undefined) return;
  const teamId = kind === 'game' ? (gameTeamId ?? '') : meta.teamId;
  const reads: Promise<unknown>[] = [
    queryClient.query(customTablesQuery(email, teamId, true)),
    queryClient.query(customTablesQuery(email, teamId, false)),
    // Whether the user sees the team's notes is the user record's to say.
    userCheck.then((user) =>
      user !== null && canSeePlayerNotes(user, teamId)
        ? queryClient.query(playerNotesQuery(teamId, id))
        : null,
    ),
  ];
  // A live practice's numbers come from its topic; a completed one's once they are kept.
  if (numbersKept) {
    reads.push(
      earlyRead !== null && excluded.length === 0
        ? earlyRead
        : queryClient.query(fullSessionQuery(id, numbersQuery(filtersOf(search), excluded, null))),
    );
  }
  await Promise.all(reads);
}
