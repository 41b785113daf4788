/** The route module of PendingPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './PendingPage';
export const ErrorBoundary = screenError('this page');
