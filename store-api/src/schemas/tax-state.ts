import * as z from "zod";

/** Whether prices include tax (`gross`), exclude it (`net`) or carry none (`tax-free`). */
export const taxStateSchema = z.enum(["gross", "net", "tax-free"]);
export type TaxState = z.infer<typeof taxStateSchema>;
