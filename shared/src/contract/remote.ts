import { z } from '@console/shared/zod';
import { APP_NAMES } from './routes';

/** The registry document: which manifest to load for each remote. Served per environment. */
export const RemoteRegistrySchema = z.object({
  remotes: z.array(
    z.object({
      name: z.enum(APP_NAMES).exclude(['shell']),
      manifestUrl: z.string().url(),
      version: z.string(),
    }),
  ),
});
export type RemoteRegistry = z.infer<typeof RemoteRegistrySchema>;

/** The federation name of a remote: module federation names must be valid identifiers. */
export function federationName(remote: string): string {
  return remote.replace(/-/g, '_');
}

/** Every remote exposes this module. */
export const REMOTE_EXPOSED_MODULE = './app';
