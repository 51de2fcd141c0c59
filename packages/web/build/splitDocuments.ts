// A build-time plugin: the generated typed documents (src/generated/graphql.ts, one file for the whole app) leave
// that file as one small module each, so a screen's chunk carries the documents it uses and nothing more. Without
// it, every document of the app (hundreds of KB) lands in one shared chunk that the login page loads too.
// The documents are already parsed (DocumentNode objects), so the client never runs graphql-js's parser.
import type { Plugin } from 'vite';

const GENERATED = /\/src\/generated\/graphql\.ts$/;
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const PREFIX = '\0gql-document:';

export function splitDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'ascent:split-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!GENERATED.test(id)) return null;
      // Each document becomes `export { X } from '\0gql-document:X'`; types and enums stay here.
      return code.replace(DOCUMENT, (_line, name: string, json: string) => {
        documents.set(name, json);
        return `export { ${name} } from ${JSON.stringify(PREFIX + name)};`;
      });
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const json = documents.get(id.slice(PREFIX.length));
      if (json === undefined) throw new Error(`No generated document ${id.slice(PREFIX.length)}`);
      return `export const ${id.slice(PREFIX.length)} = ${json};`;
    },
  };
}
