/** The route module of PlayersPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './PlayersPage';
export const ErrorBoundary = screenError('the players');
