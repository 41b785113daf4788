/** The route module of MonitorPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './MonitorPage';
export const ErrorBoundary = screenError('the monitor');
