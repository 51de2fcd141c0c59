// The schema is the union of every module's .graphql file (schema-first: each module owns its part).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const modulesDir = join(dirname(fileURLToPath(import.meta.url)), '../../modules');

function graphqlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...graphqlFiles(p));
    else if (name.endsWith('.graphql')) out.push(p);
  }
  return out;
}

/** Reads and joins the modules' SDL; root types are merged with `extend`-free duplicates via mercurius/graphql-tools-free concatenation. */
export function loadSchemaSdl(): string {
  return mergeRootTypes(graphqlFiles(modulesDir).map((f) => readFileSync(f, 'utf8')));
}

// Each module writes `type Query { ... }`; turn every occurrence after the first into `extend type Query`.
function mergeRootTypes(parts: string[]): string {
  const seen = new Set<string>();
  return parts
    .map((sdl) =>
      sdl.replace(/^type (Query|Mutation|Subscription)\b/gm, (match, name: string) => {
        if (seen.has(name)) return `extend type ${name}`;
        seen.add(name);
        return match;
      }),
    )
    .join('\n');
}
