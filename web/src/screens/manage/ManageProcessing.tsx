/**
 * The processing of a practice ended on the manage screen (03 §2, §4): the same bar the
 * performance page shows while the final numbers are computed, then a line that they are
 * ready with the way to them. A practice finished long ago shows nothing here.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../../domain';
import { ProcessingBar } from '../../components/ProcessingBar';
import { useProcessing } from '../../data/sessionReads';

/** The practice's processing while `complete`; `endedHere`: End Practice was pressed on this screen. */
export function ManageProcessing({
  id,
  complete,
  endedHere,
}: {
  id: string;
  complete: boolean;
  endedHere: boolean;
}) {
  const processing = useProcessing(id, complete);
  // Processing seen unfinished here and then done: the numbers became ready while watching.
  const [doneHere, setDoneHere] = useState(false);
  const state = processing.status?.state;
  if (!complete || state === undefined) return null;
  const ready = state === 'done' && (endedHere || doneHere);
  if (state === 'done' && !ready) return null;
  return (
    <section className="manage-processing" aria-label="Practice data processing">
      <ProcessingBar
        state={processing.status}
        onDone={() => {
          setDoneHere(true);
        }}
      />
      {ready && (
        <p className="manage-processing-ready" role="status">
          Practice data is ready.{' '}
          <Link to={paths.practicePerformance(id, 'expanded')}>
            See the practice&apos;s numbers
          </Link>
        </p>
      )}
    </section>
  );
}
