/** The route module of PracticesPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './PracticesPage';
export const ErrorBoundary = screenError('the practices');
