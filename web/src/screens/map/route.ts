/** The route module of the Practice Viewer: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './MapPage';
export const ErrorBoundary = screenError('this practice');
