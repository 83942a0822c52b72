/** Text for HTML content and attribute values (the emulator's dev pages and mails). */
export const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
