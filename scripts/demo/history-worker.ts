/** A thread of the history fill's {@link FillPool}: fills the sessions it is sent. */
import { parentPort } from 'node:worker_threads';
import { buffersOf, fillJob, type JobMessage, type ResultMessage } from './history-work';

const port = parentPort;
if (port === null) throw new Error('history-worker runs as a worker thread');

port.on('message', ({ id, job }: JobMessage) => {
  let answer: ResultMessage;
  try {
    const result = fillJob(job);
    port.postMessage({ id, result } satisfies ResultMessage, buffersOf(result));
    return;
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
