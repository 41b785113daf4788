/** The route module of PlayerPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './PlayerPage';
export const ErrorBoundary = screenError('this player');
