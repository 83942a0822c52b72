import type { PropertyGroupFixture, PropertyOptionFixture } from "../fixtures/catalog/index.ts";
import { timestamps, type Json } from "./common.ts";
import { t, type RequestScope } from "./scope.ts";

export interface PropertyOptionOptions {
  /** The option's group (product `options[]`/`properties[]` load it; listing aggregations and the configurator do not). */
  group?: PropertyGroupFixture | null;
  /** Runtime field of the configurator: selectable together with the current variant's other options. */
  combinable?: boolean;
}

/** A `property_group_option` (a property value like "pH neutral", or a variant option like "5 l"). */
export function toPropertyOption(
  option: PropertyOptionFixture,
  scope: RequestScope,
  options: PropertyOptionOptions = {},
): Json {
  const name = t(option.name, scope);
  return {
    id: option.id,
    groupId: option.groupId,
    name,
    position: option.position,
    colorHexCode: option.colorHexCode,
    mediaId: null,
    customFields: null,
    translated: { name, position: option.position, customFields: {} },
    media: null,
    group: options.group ? toPropertyGroup(options.group, scope) : null,
    ...(options.combinable === undefined ? {} : { combinable: options.combinable }),
    ...timestamps,
    apiAlias: "property_group_option",
  };
}

/** A `property_group`; `options` only when they were loaded (listing filter, configurator, sortedProperties). */
export function toPropertyGroup(
  group: PropertyGroupFixture,
  scope: RequestScope,
  options: Json[] | null = null,
): Json {
  const name = t(group.name, scope);
  const description = group.description ? t(group.description, scope) : null;
  return {
    id: group.id,
    name,
    description,
    displayType: group.displayType,
    sortingType: group.sortingType,
    filterable: group.filterable,
    visibleOnProductDetailPage: group.visibleOnProductDetailPage,
    position: group.position,
    customFields: null,
    translated: { name, description, position: group.position, customFields: {} },
    options,
    ...timestamps,
    apiAlias: "property_group",
  };
}

// Building a collator is costly; listings sort options of every product, so keep one per language.
const collators = new Map<string, Intl.Collator>();
function collatorFor(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: "base" });
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * Shopware's option order inside a group (PropertyGroupCollection::sortByConfig): by position, or
 * naturally by the translated name for `alphanumeric` groups.
 */
export function sortOptions(
  group: PropertyGroupFixture,
  options: PropertyOptionFixture[],
  scope: RequestScope,
): PropertyOptionFixture[] {
  const collator = collatorFor(scope.locale);
  return options.toSorted((a, b) =>
    group.sortingType === "alphanumeric"
      ? collator.compare(t(a.name, scope), t(b.name, scope))
      : a.position - b.position,
  );
}

/** Groups by position, then name (PropertyGroupCollection::sortByPositions). */
export function sortGroups(groups: PropertyGroupFixture[], scope: RequestScope): PropertyGroupFixture[] {
  return groups.toSorted(
    (a, b) =>
      a.position - b.position || collatorFor(scope.locale).compare(t(a.name, scope), t(b.name, scope)),
  );
}
