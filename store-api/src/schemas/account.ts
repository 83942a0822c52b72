import * as z from "zod";

/** `POST /account/customer-recovery-is-expired`: whether a password recovery link still works. */
export const recoveryIsExpiredSchema = z.looseObject({ isExpired: z.boolean() });
