/** The route module of TeamPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './TeamPage';
export const ErrorBoundary = screenError('this team');
