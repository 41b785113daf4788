/** The route module of SchedulePage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './SchedulePage';
export const ErrorBoundary = screenError('the schedule');
