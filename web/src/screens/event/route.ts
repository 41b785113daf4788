/** The route module of EventLoggerPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './EventLoggerPage';
export const ErrorBoundary = screenError('this practice');
