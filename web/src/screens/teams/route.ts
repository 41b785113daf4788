/** The route module of TeamsPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './TeamsPage';
export const ErrorBoundary = screenError('the teams');
