/** The route module of GamesPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './GamesPage';
export const ErrorBoundary = screenError('the games');
