/**
 * Builds the web app once for every browser suite of a run (they all serve web/dist), instead
 * of each suite rebuilding it while another may be reading it.
 */
import { buildWebApp } from '../../scripts/product';

export default async function setup(): Promise<void> {
  await buildWebApp();
}
