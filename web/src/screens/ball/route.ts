/** The route module of BallPage: the screen, and what it shows when it fails. */
import { screenError } from '../../components/ScreenError';

export { default as Component } from './BallPage';
export const ErrorBoundary = screenError('this session');
