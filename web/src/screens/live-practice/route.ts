/** The route module of LivePracticePage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './LivePracticePage';
export const ErrorBoundary = screenError('this practice');
