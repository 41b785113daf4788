/** The route module of AccountPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './AccountPage';
export const ErrorBoundary = screenError('your account');
