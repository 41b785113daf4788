/** The route module of ProfilesPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './ProfilesPage';
export const ErrorBoundary = screenError('the profiles');
