// The server of this product: the platform (core/) with the modules of the composition list (modules.ts). Every
// entry point — npm start, the benchmarks, the tests — starts it from here.
import { createRunning as createPlatform, type Running } from './core/bootstrap.ts';
import { SERVER_MODULES } from './modules.ts';

export { StartupError, redactUrl, type Running } from './core/bootstrap.ts';

export function createRunning(
  env: Record<string, string | undefined>,
  opts: { webDist?: string | null } = {},
): Promise<Running> {
  return createPlatform(env, { ...opts, modules: SERVER_MODULES });
}
