/**
 * The session route's loader: starts the page's reads when the route is entered, in
 * parallel with the page's code, instead of one after another as the page renders. It
 * returns at once (the page renders its loading states meanwhile); the reads land in the
 * query cache, where the page's hooks find them by the same keys.
 *
 * The user check, the session, its processing job and the user's exclusions go out together
 * when this browser has a user stored (a visitor with none is sent to sign in by the route
 * guard, and nothing is asked for before the check); then what needs their answers: the
 * custom tables and notes of the session's team and, for a completed session, its numbers.
 */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { canSeePlayerNotes } from '../../../../domain';
import { queryClient } from '../../data/queryClient';
import { storedUserEmail } from '../../data/session';
import { stageOf } from '../../data/sessionMeta';
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
  prefetch(kind, params.id ?? '', params.teamId, url.searchParams).catch((error: unknown) => {
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

async function prefetch(
  kind: 'practice' | 'game',
  id: string,
  gameTeamId: string | undefined,
  search: URLSearchParams,
): Promise<void> {
  if (id === '') return;
  const userCheck = queryClient.query(signedInUserQuery);
  // A user stored in this browser is most likely still signed in: what is keyed by the session
  // and that user goes out at once, beside the user check. Without one, nothing is asked
  // before the check says who is there. (Should the check name someone else, these reads are
  // only unused entries: the page reads by the user the check names.)
  const email = storedUserEmail() ?? (await userCheck)?.email ?? null;
  if (email === null) return;
  const [metaRows, processing, stored] = await Promise.all([
    queryClient.query(sessionMetaQuery(id)),
    kind === 'practice' ? queryClient.query(processingQuery(id)) : Promise.resolve(null),
    queryClient.query(exclusionsQuery(email, id)),
  ]);
  const meta = metaRows[0];
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
  const numbersKept =
    kind === 'game' || (stageOf(meta) === 'complete' && processingFinished(processing?.[0]));
  if (numbersKept) {
    const excluded = stored[0]?.playerIds ?? [];
    reads.push(
      queryClient.query(fullSessionQuery(id, numbersQuery(filtersOf(search), excluded, null))),
    );
  }
  await Promise.all(reads);
}
