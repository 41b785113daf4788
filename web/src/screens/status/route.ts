/** The route module of StatusPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './StatusPage';
export const ErrorBoundary = screenError('Processing Status');
