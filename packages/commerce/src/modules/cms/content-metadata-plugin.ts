import { type Plugin, isAsyncIterable } from "graphql-yoga";
import type { GraphQLContext } from "../../graphql/context.ts";
import type { ContentMetadataEntry } from "./content-metadata.ts";

/**
 * Adds `extensions.contentMetadata: [{ type, id, hash }]` to every operation result that served
 * CMS pages or categories (content metadata comes from the extensions of each response).
 * Resolvers call `context.recordContent(entry)`; entries are de-duplicated by hash per operation.
 */
export function useContentMetadata(): Plugin<GraphQLContext> {
  return {
    onExecute({ extendContext }) {
      const entries = new Map<string, ContentMetadataEntry>();
      // Object.assign on the operation's own context: other plugins keep seeing the same object.
      extendContext({
        recordContent(entry: ContentMetadataEntry) {
          if (!entries.has(entry.hash)) entries.set(entry.hash, { type: entry.type, id: entry.id, hash: entry.hash });
        },
      });
      return {
        onExecuteDone({ result, setResult }) {
          if (entries.size === 0 || isAsyncIterable(result)) return;
          setResult({ ...result, extensions: { ...result.extensions, contentMetadata: [...entries.values()] } });
        },
      };
    },
  };
}
