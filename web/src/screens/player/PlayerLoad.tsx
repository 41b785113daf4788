/**
 * The player page's Load view (issue 36): the player's daily load over the last 4, 8 or 12
 * weeks for one measure, its 7- and 28-day means and their ratio as charts, the latest figures
 * in large print, the days outside the player's usual range listed, and the same figures as a
 * CSV. Measure and window are in the address (?measure=…&days=…).
 */
import { lazy, Suspense } from 'react';
import { figuresOf, formatDate, ratioOutside } from '../../../../domain';
import { LoadControls, useLoadChoice } from '../../components/load/LoadControls';
import { usePlayerLoad } from '../../data/load';
import '../../components/load/load.css';

const LoadChart = lazy(() => import('../../components/load/LoadChart'));

const one = (v: number): string => v.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** How a ratio reads beside its number. */
function ratioNote(ratio: number | null): string {
  const outside = ratioOutside(ratio);
  if (ratio === null) return 'needs 28 days of history';
  return outside === 'high'
    ? 'above the usual band'
    : outside === 'low'
      ? 'below the usual band'
      : 'in the usual band';
}

export function PlayerLoad({ playerId }: { playerId: string }) {
  const { days, measure } = useLoadChoice();
  const read = usePlayerLoad(playerId, days);
  const last = read.rows.at(-1);
  const latest = last === undefined ? null : figuresOf(last, measure);
  const outsideDays = read.rows.filter((r) => figuresOf(r, measure).outside !== null);
  return (
    <div className="player-load">
      <LoadControls name="load" target={{ playerId }} />
      {read.error !== null ? (
        <p className="form-error" role="alert">
          {read.error}
        </p>
      ) : read.loading || last === undefined || latest === null ? (
        <div className="loading">Loading…</div>
      ) : (
        <>
          <dl className="load-figures" aria-label="Latest load">
            <div>
              <dt>{formatDate(last.dayStartMs, 'EEE MMM d')}</dt>
              <dd>{one(latest.value)}</dd>
            </div>
            <div>
              <dt>7-day mean</dt>
              <dd>{one(latest.acute)}</dd>
            </div>
            <div>
              <dt>28-day mean</dt>
              <dd>{one(latest.chronic)}</dd>
            </div>
            <div className={`ratio ratio-${ratioOutside(latest.ratio) ?? 'usual'}`}>
              <dt>Acute:chronic</dt>
              <dd>
                {latest.ratio === null ? '-' : latest.ratio.toFixed(2)}
                <small>{ratioNote(latest.ratio)}</small>
              </dd>
            </div>
          </dl>
          <Suspense fallback={<div className="loading">Loading chart…</div>}>
            <LoadChart rows={read.rows} measure={measure} />
          </Suspense>
          <section className="load-outside" aria-label="Days outside the usual range">
            <h2>Days outside the usual range</h2>
            {outsideDays.length === 0 ? (
              <p className="muted">None in these {days / 7} weeks.</p>
            ) : (
              <ul>
                {outsideDays.map((r) => {
                  const f = figuresOf(r, measure);
                  return (
                    <li key={r.day} className={`outside-${f.outside ?? ''}`}>
                      {formatDate(r.dayStartMs, 'EEE MMM d')}: {one(f.value)} (
                      {f.outside === 'high' ? 'above' : 'below'} usual)
                    </li>
                  );
                })}
              </ul>
            )}
            <p className="muted load-definition">
              A day is outside the usual range when it is more than two standard deviations (at
              least 10 %) from the mean of the player&apos;s session days of the 28 days before it.
              The 7- and 28-day figures are daily means, rest days counting as 0.
            </p>
          </section>
        </>
      )}
    </div>
  );
}
