/** The route module of TokenPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './TokenPage';
export const ErrorBoundary = screenError('the token page');
