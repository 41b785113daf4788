/** The route module of DataOpsPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './DataOpsPage';
export const ErrorBoundary = screenError('Data Ops');
