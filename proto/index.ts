/** The WebSocket protocol: generated message classes and the table codec. */
import './runtime';
export { live } from './generated/live';
export * from './tables';
export * from './topics';
export * from './schemas';
