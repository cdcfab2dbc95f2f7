import { createRequire } from "node:module";
import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLCompositeType,
  GraphQLField,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from "graphql";
import { type Plugin, createGraphQLError } from "graphql-yoga";

// The schema's types come from the copy of graphql that graphql-tools and yoga load (its CommonJS
// build: the package declares no "exports"); a bundler resolving `import "graphql"` to the ESM
// build (as the test runner does) would reject them in every instanceof check. Same copy here.
const {
  Kind,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  valueFromASTUntyped,
} = createRequire(import.meta.url)("graphql") as typeof import("graphql");

/**
 * Query cost: every object a query can ask for costs 1 (or its field's `@cost` weight: 0 for values
 * computed from their parent, more for a field that searches the catalogue), multiplied by the
 * most items each list above it can answer (the `@listSize` of the schema, sized by the arguments and variables the
 * client sent, capped where the server caps them). Scalars cost nothing more than their object.
 * Fragments of an abstract type all count, and so do aliases: the cost is an upper bound of the
 * objects the query can make the server produce, so a query is refused on what it could ask for,
 * before any resolver runs, whatever the data happens to be.
 */

export interface CostModel {
  /** The `@listSize` of every list of objects. */
  listSizes: Map<GraphQLField<unknown, unknown>, ListSize>;
  /** The `@cost` weight of fields whose objects cost other than 1. */
  weights: Map<GraphQLField<unknown, unknown>, number>;
}

interface ListSize {
  max: number;
  sizedBy?: string[];
  default?: number;
  sizedFields: string[];
}

/**
 * A list of one type nested in lists of the same type multiplies itself (a product's related
 * products' related products…): at most this many lists of a type on one path. The category
 * tree needs three (the menu's categories, their children, and theirs or their breadcrumbs);
 * deeper is only fan-out.
 */
export const MAX_SAME_TYPE_LISTS = 3;

export class QueryCostError extends Error {
  constructor(
    message: string,
    readonly code: "QUERY_TOO_COSTLY" | "QUERY_TOO_NESTED",
  ) {
    super(message);
  }
}

/** Every list of objects in `schema` with its `@listSize` (a list without one is a schema error), and the `@cost` weights. */
export function readCostModel(schema: GraphQLSchema): CostModel {
  const sizes = new Map<GraphQLField<unknown, unknown>, ListSize>();
  const weights = new Map<GraphQLField<unknown, unknown>, number>();
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      const cost = field.astNode?.directives?.find((node) => node.name.value === "cost");
      const weight = cost?.arguments?.find((arg) => arg.name.value === "weight");
      if (weight) weights.set(field, Number(valueFromASTUntyped(weight.value)));
      const directive = field.astNode?.directives?.find((node) => node.name.value === "listSize");
      if (directive) {
        const args = Object.fromEntries(directive.arguments?.map((arg) => [arg.name.value, valueFromASTUntyped(arg.value)]) ?? []);
        sizes.set(field, {
          max: args.max as number,
          sizedBy: typeof args.sizedBy === "string" ? args.sizedBy.split(".") : undefined,
          default: typeof args.default === "number" ? args.default : undefined,
          sizedFields: Array.isArray(args.sizedFields) ? (args.sizedFields as string[]) : [],
        });
      } else if (isListType(getNullableType(field.type)) && isCompositeType(getNamedType(field.type))) {
        missing.push(`${type.name}.${field.name}`);
      }
    }
  }
  // An unbounded list would make every cost meaningless: the schema must say each list's maximum.
  if (missing.length > 0) throw new Error(`Lists of objects without @listSize: ${missing.join(", ")}`);
  return { listSizes: sizes, weights };
}

/** The size a field's `@listSize` allows for the arguments given: their value capped at `max`. */
function sizeFromArguments(listSize: ListSize, args: Record<string, unknown>): number {
  if (!listSize.sizedBy) return listSize.max;
  let value: unknown = args;
  for (const key of listSize.sizedBy) value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  const wanted = Array.isArray(value) ? value.length : typeof value === "number" ? value : (listSize.default ?? listSize.max);
  return Math.min(listSize.max, Math.max(0, Math.trunc(wanted)));
}

/**
 * Cost of one operation of `document` with these (raw) variables; throws QueryCostError past the
 * limits. `reads.variables` is set when the cost depends on the variables: one sized a list, or
 * they did not coerce (then 0: execution refuses them); otherwise it is the document's, whatever
 * the variables.
 */
export function operationCost(
  schema: GraphQLSchema,
  { listSizes, weights }: CostModel,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Record<string, unknown> | undefined,
  maxCost: number,
  reads: { variables: boolean } = { variables: false },
): number {
  const operations = document.definitions.filter((node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((node) => node.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  // No operation to run: execution refuses it without running anything.
  if (!operation) return 0;
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return 0;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  // Variables that do not coerce: execution refuses the operation before any resolver runs.
  if (coerced.errors) {
    reads.variables = true;
    return 0;
  }
  const variables = coerced.coerced;
  const fragments = new Map(
    document.definitions
      .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => [node.name.value, node]),
  );

  let total = 0;
  /** Adds the cost of a selection made `multiplier` times; `listsOfType` counts the lists above it, by type. */
  const visit = (
    selectionSet: SelectionSetNode,
    type: GraphQLCompositeType,
    multiplier: number,
    sizedBelow: Map<string, number>,
    listsOfType: Map<GraphQLNamedType, number>,
  ): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        visitField(selection, type, multiplier, sizedBelow, listsOfType);
      } else {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        if (!fragment) continue;
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
        if (condition && isCompositeType(condition)) visit(fragment.selectionSet, condition, multiplier, sizedBelow, listsOfType);
      }
    }
  };
  const visitField = (
    node: FieldNode,
    parentType: GraphQLCompositeType,
    multiplier: number,
    sizedBelow: Map<string, number>,
    listsOfType: Map<GraphQLNamedType, number>,
  ): void => {
    const name = node.name.value;
    if (name.startsWith("__") || !(isObjectType(parentType) || isInterfaceType(parentType))) return;
    const field = parentType.getFields()[name] as GraphQLField<unknown, unknown> | undefined;
    const fieldType = field && getNamedType(field.type);
    if (!field || !fieldType || !isCompositeType(fieldType) || !node.selectionSet) return;

    const listSize = listSizes.get(field);
    let args: Record<string, unknown> = {};
    if (listSize?.sizedBy) {
      if (node.arguments?.some((argument) => hasVariable(argument.value))) reads.variables = true;
      try {
        args = getArgumentValues(field, node, variables);
      } catch {
        // Arguments that do not coerce fail the field; counting its maximum is the safe bound.
      }
    }
    const isList = isListType(getNullableType(field.type));
    const size = isList ? (sizedBelow.get(name) ?? (listSize ? sizeFromArguments(listSize, args) : 1)) : 1;
    const count = multiplier * size;
    total += count * (weights.get(field) ?? 1);
    if (total > maxCost) throw new QueryCostError(`The query costs more than the limit of ${maxCost}.`, "QUERY_TOO_COSTLY");

    let nested = listsOfType;
    if (isList) {
      const lists = (listsOfType.get(fieldType) ?? 0) + 1;
      if (lists > MAX_SAME_TYPE_LISTS) {
        throw new QueryCostError(`The query nests lists of ${fieldType.name} more than ${MAX_SAME_TYPE_LISTS} deep.`, "QUERY_TOO_NESTED");
      }
      nested = new Map(listsOfType).set(fieldType, lists);
    }
    // Sizes this field's arguments give to lists below it, and those its parent gave deeper down.
    const below = new Map<string, number>();
    for (const [path, value] of sizedBelow) if (path.startsWith(`${name}.`)) below.set(path.slice(name.length + 1), value);
    if (listSize) for (const path of listSize.sizedFields) below.set(path, sizeFromArguments(listSize, args));
    visit(node.selectionSet, fieldType, count, below, nested);
  };

  visit(operation.selectionSet, rootType, 1, new Map(), new Map());
  return total;
}

const hasVariable = (value: ValueNode): boolean =>
  value.kind === Kind.VARIABLE ||
  (value.kind === Kind.LIST && value.values.some(hasVariable)) ||
  (value.kind === Kind.OBJECT && value.fields.some((field) => hasVariable(field.value)));

/**
 * Refuses, before it runs, an operation whose cost exceeds `maxCost`, and a batch whose operations
 * together exceed it (each operation is admitted only while the request's running total stays
 * within the limit). Runs at execution, when the variables that size lists are known.
 */
export function useQueryCost(options: { maxCost: number }): Plugin {
  const modelBySchema = new WeakMap<GraphQLSchema, CostModel>();
  const spentByRequest = new WeakMap<Request, number>();
  // The cost of an operation no variable sizes, per parsed document (yoga keeps one object per
  // query text): the storefront's documents are sent again and again, and walking one costs as
  // much as a small resolver.
  const fixedCosts = new WeakMap<DocumentNode, Map<string, number>>();
  return {
    onSchemaChange: ({ schema }) => {
      // Fails the server's start on a list without its maximum.
      modelBySchema.set(schema, readCostModel(schema));
    },
    onExecute: ({ args, setResultAndStopExecution }) => {
      const { schema, document, operationName, variableValues, contextValue } = args;
      let model = modelBySchema.get(schema);
      if (!model) modelBySchema.set(schema, (model = readCostModel(schema)));
      const request = (contextValue as { request?: Request } | undefined)?.request;
      const spent = (request && spentByRequest.get(request)) ?? 0;
      try {
        const remaining = options.maxCost - spent;
        const known = fixedCosts.get(document)?.get(operationName ?? "");
        let cost: number;
        if (known === undefined) {
          const reads = { variables: false };
          cost = operationCost(schema, model, document, operationName, variableValues ?? undefined, remaining, reads);
          if (!reads.variables) fixedCosts.set(document, (fixedCosts.get(document) ?? new Map<string, number>()).set(operationName ?? "", cost));
        } else if (known > remaining) {
          throw new QueryCostError(`The query costs more than the limit of ${remaining}.`, "QUERY_TOO_COSTLY");
        } else {
          cost = known;
        }
        if (request) spentByRequest.set(request, spent + cost);
      } catch (error) {
        if (!(error instanceof QueryCostError)) throw error;
        const message = spent > 0 ? `The batch costs more than the limit of ${options.maxCost}.` : error.message;
        setResultAndStopExecution({
          errors: [createGraphQLError(error.code === "QUERY_TOO_COSTLY" ? message : error.message, { extensions: { code: error.code, http: { status: 400 } } })],
        });
      }
    },
  };
}
