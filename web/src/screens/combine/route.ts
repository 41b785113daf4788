/** The route module of CombinePage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './CombinePage';
export const ErrorBoundary = screenError('this practice');
