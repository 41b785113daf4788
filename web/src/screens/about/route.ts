/** The route module of AboutPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './AboutPage';
export const ErrorBoundary = screenError('the about page');
