/**
 * Shopware answers every translatable field twice: as stored (`name`, possibly null when the entity has no
 * value in the system language) and in the context's language with the fallback chain applied
 * (`translated.name`). What a shopper sees is the translated value, falling back to the stored one.
 */
type Translatable<Field extends string> = {
  [key in Field]?: string | null;
} & { translated?: { [key in Field]?: string | null } | null };

/** A translatable field as the shopper's language shows it, "" when the entity has none. */
export function translated<Field extends string>(entity: Translatable<Field>, field: Field): string {
  return entity.translated?.[field] ?? entity[field] ?? "";
}

/** An entity's name as the shopper's language shows it (product, category, manufacturer, option, ...). */
export function translatedName(entity: Translatable<"name">): string {
  return translated(entity, "name");
}
