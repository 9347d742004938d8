import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context';

// Sources are whatever the parent resolver returned; each resolver file names its own source shape.
export type FieldResolver = (source: any, args: any, context: Context, info: GraphQLResolveInfo) => unknown;

export interface Resolvers {
  /** Field resolvers by type name, then field name. */
  fields: Record<string, Record<string, FieldResolver>>;
  /** Concrete type names for interfaces, by interface name. */
  types?: Record<string, (value: unknown) => string>;
}

/** Merges resolver maps; a later map may not redefine a field an earlier one set. */
export function mergeResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Resolvers = { fields: {}, types: {} };
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map.fields)) {
      const target = (merged.fields[type] ??= {});
      for (const [name, fn] of Object.entries(fields)) {
        if (target[name]) throw new Error(`Two resolvers for ${type}.${name}`);
        target[name] = fn;
      }
    }
    Object.assign(merged.types!, map.types);
  }
  return merged;
}
