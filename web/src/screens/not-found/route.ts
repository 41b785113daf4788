/** The route module of NotFoundPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './NotFoundPage';
export const ErrorBoundary = screenError('this page');
