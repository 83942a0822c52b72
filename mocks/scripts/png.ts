/** Kept for older imports: the encoder now lives in src/media/ (shared by the scripts and the emulator). */
export { encodePng } from "../src/media/png-node.ts";
