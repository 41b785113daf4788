/** The route module of TrackingPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './TrackingPage';
export const ErrorBoundary = screenError('this session');
