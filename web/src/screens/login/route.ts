/** The route module of LoginPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './LoginPage';
export const ErrorBoundary = screenError('the sign-in page');
