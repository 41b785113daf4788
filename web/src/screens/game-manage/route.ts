/** The route module of GameManagePage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './GameManagePage';
export const ErrorBoundary = screenError('this game');
