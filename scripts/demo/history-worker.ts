/** A thread of the history fill's {@link SimulationPool}: simulates the jobs it is sent. */
import { parentPort } from 'node:worker_threads';
import { buffersOf, simulateJob, type JobMessage, type ResultMessage } from './history-simulation';

const port = parentPort;
if (port === null) throw new Error('history-worker runs as a worker thread');

port.on('message', ({ id, job }: JobMessage) => {
  let answer: ResultMessage;
  try {
    const tracks = simulateJob(job);
    port.postMessage({ id, tracks } satisfies ResultMessage, buffersOf(tracks));
    return;
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
