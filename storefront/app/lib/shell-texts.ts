import type { shellTexts } from "../components/services/shell-texts.ts";

/** The layout's server-translated texts (lib/shell-texts.server.ts), as the layout passes them to ShellStatus. */
export type ShellTexts = Record<keyof typeof shellTexts, string>;
