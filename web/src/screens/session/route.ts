/** The route module of SessionPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './SessionPage';
export const ErrorBoundary = screenError('this session');
export { sessionShouldRevalidate as shouldRevalidate } from './loader';
