/** The route module of CustomersPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './CustomersPage';
export const ErrorBoundary = screenError('the customers');
