// What a query asks of the field being resolved: lists compute their totals only when the screen asks for them.
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the query selects `name` directly under the field being resolved, through fragments too. A field under
 * @skip / @include counts as selected (the cost of counting when in doubt, never a missing answer).
 */
export function selects(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    set?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet, seen);
      const fragment = selection.name.value;
      if (seen.has(fragment)) return false;
      return visit(info.fragments[fragment]?.selectionSet, new Set([...seen, fragment]));
    }) ?? false;
  return info.fieldNodes.some((node) => visit(node.selectionSet, new Set()));
}
