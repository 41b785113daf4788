/**
 * The report page (02 §2 Report page, 03 §2 report tab):
 *
 *   /view/practice/{id}/report
 *   /view/game/{id}/{teamId}/report          (one team's side of a game)
 *
 * 'Create a Report for this {practice|game}': for staff, of a completed practice or a game.
 * The PDF for the head coach (summary, highlights against the chosen past window, charts
 * and the per-player table), built by the server's job while the notice shows its percent;
 * beside it the session's CSV exports (full, and totals only).
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { DATE_RANGE_PRESETS_DAYS, isStaff } from '../../../../domain';
import { DetailPage } from '../../components/detail/DetailPage';
import { DownloadToast } from '../../components/export/DownloadToast';
import { useUser } from '../../data/session';
import { stageOf, type SessionMeta } from '../../data/sessionMeta';
import { useDownloadNotice, useSessionCsv } from '../../data/useExports';
import { useReportPdf } from '../../data/useReportPdf';
import './report.css';

export default function ReportPage() {
  return <DetailPage tab="report">{(meta) => <Report meta={meta} />}</DetailPage>;
}

/** The PDF and CSV cards of one session (a game from the route's team's side). */
function Report({ meta }: { meta: SessionMeta }) {
  const params = useParams();
  const user = useUser();
  const game = meta.type === 'game';
  const kind = game ? 'game' : 'practice';
  const teamId = game ? (params.teamId ?? meta.teamId) : meta.teamId;
  const [days, setDays] = useState<number>(DATE_RANGE_PRESETS_DAYS[0]);
  const [notice, show] = useDownloadNotice();
  const pdf = useReportPdf(show);
  const csv = useSessionCsv(show);

  if (!isStaff(user)) {
    return (
      <section className="report-page">
        <p className="empty">Reports are for the team&apos;s staff.</p>
      </section>
    );
  }
  if (!game && stageOf(meta) !== 'complete') {
    return (
      <section className="report-page">
        <h1>Create a Report for this {kind}</h1>
        <p className="empty">The report can be made once the practice is complete.</p>
      </section>
    );
  }
  const session = { id: meta._id, startTime: meta.startTime, teamId };
  return (
    <section className="report-page">
      <h1>Create a Report for this {kind}</h1>
      <div className="report-cards">
        <article className="report-card" aria-labelledby="report-pdf-title">
          <h2 id="report-pdf-title">PDF report</h2>
          <p className="muted">
            The {kind}&apos;s summary and highlights, charts of distance and top speed by position
            group, and every player&apos;s numbers, on letter pages for the head coach.
          </p>
          <label className="report-field">
            <span>Compare with</span>
            <select
              value={days}
              onChange={(e) => {
                setDays(Number(e.target.value));
              }}
            >
              {DATE_RANGE_PRESETS_DAYS.map((d) => (
                <option key={d} value={d}>
                  Past {d} days
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button primary"
            disabled={pdf.busy}
            onClick={() => {
              pdf.create({ id: meta._id, teamId, compareDays: days });
            }}
          >
            {pdf.busy ? 'Creating…' : 'Create PDF'}
          </button>
        </article>
        <article className="report-card" aria-labelledby="report-csv-title">
          <h2 id="report-csv-title">CSV exports</h2>
          <p className="muted">
            Every player&apos;s totals and each period, or the totals only, for your own analysis.
          </p>
          <div className="report-actions">
            <button
              type="button"
              className="export-button"
              onClick={() => {
                csv(session);
              }}
            >
              Full {game ? 'Game' : 'Practice'} Export
            </button>
            <button
              type="button"
              className="export-button"
              onClick={() => {
                csv({ ...session, totalsOnly: true });
              }}
            >
              Totals Only Export
            </button>
          </div>
        </article>
      </div>
      <DownloadToast notice={notice} />
    </section>
  );
}
