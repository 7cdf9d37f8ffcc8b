// The files module assembled: stored PDFs reached through their signed links. Its routes are mounted
// outside /api (`/files/…`), so a PDF opens in the browser's own viewer.
import type { Signer } from '../../files/signed-links';
import type { FileStore } from '../../files/store';
import { filesRoutes } from './routes';
import { filesService } from './service';

export function filesModule(deps: { files: FileStore; signer: Signer }) {
  return { routes: filesRoutes(filesService(deps)) };
}
