import { http, HttpResponse } from "msw";
import { clock } from "../lib/clock.ts";
import { mailbox, type Mail } from "../lib/mailbox.ts";
import type { EmulatorRuntime } from "../lib/route.ts";
import { escape } from "../lib/html.ts";

/** Where the dev mailbox is read, on the emulator's own origin (never under /store-api). */
export const MAILBOX_PATH = "/__emulator/mailbox";

/** The instance's clock for tests that cannot call `emulator.clock` (a browser, another process). */
export const CLOCK_PATH = "/__emulator/clock";

/** A mail without its bodies, for lists. */
const summary = ({ html: _html, text: _text, ...rest }: Mail) => rest;

const wantsJson = (request: Request) =>
  new URL(request.url).searchParams.get("format") === "json" ||
  (request.headers.get("accept") ?? "").startsWith("application/json");

const htmlResponse = (body: string, status = 200) =>
  new HttpResponse(body, {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });

/** The inbox: newest first, `?to=` narrows it to one recipient; JSON with `?format=json` or `Accept`. */
function inbox(runtime: EmulatorRuntime, request: Request): Response {
  const to = new URL(request.url).searchParams.get("to") ?? undefined;
  const mails = mailbox(runtime.state).list({ to });
  if (wantsJson(request))
    return HttpResponse.json(mails.map(summary), { headers: { "cache-control": "no-store" } });
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${escape(mail.sentAt.slice(0, 19).replace("T", " "))}</td><td>${escape(mail.to.name)} &lt;${escape(mail.to.email)}&gt;</td><td><a href="${MAILBOX_PATH}/${mail.id}">${escape(mail.subject)}</a></td><td>${escape(mail.locale)}</td><td>${escape(mail.type)}</td></tr>`,
    )
    .join("\n");
  return htmlResponse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Emulator mailbox (${mails.length})</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .8rem;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body><h1>Emulator mailbox</h1>
<p>Every e-mail the shop sent since the emulator started (newest first). JSON: <a href="${MAILBOX_PATH}?format=json">${MAILBOX_PATH}?format=json</a></p>
${mails.length ? `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Subject</th><th>Language</th><th>Type</th></tr></thead><tbody>${rows}</tbody></table>` : "<p>No mail yet.</p>"}
</body></html>
`);
}

/** One mail: its HTML as the shopper would see it; `.txt` the plain text; `.json` everything. */
function readMail(runtime: EmulatorRuntime, request: Request, param: string): Response {
  const [id = "", extension] = param.split(".");
  const mail = mailbox(runtime.state).read(id);
  if (!mail) return htmlResponse("<p>No such mail.</p>", 404);
  if (extension === "json" || (!extension && wantsJson(request))) return HttpResponse.json(mail);
  if (extension === "txt") {
    return new HttpResponse(mail.text, { headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  return htmlResponse(mail.html);
}

export function mailboxHandlers(runtime: EmulatorRuntime) {
  return [
    http.get(`*${MAILBOX_PATH}`, ({ request }) => inbox(runtime, request)),
    http.delete(`*${MAILBOX_PATH}`, () => {
      mailbox(runtime.state).clear();
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`*${CLOCK_PATH}`, () =>
      HttpResponse.json({ now: new Date(clock(runtime.state).now()).toISOString() }),
    ),
    // `{advanceSeconds: 7201}` moves the clock forward; `{reset: true}` back to real time.
    http.post(`*${CLOCK_PATH}`, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { advanceSeconds?: unknown; reset?: unknown };
      const time = clock(runtime.state);
      if (body.reset === true) time.reset();
      if (typeof body.advanceSeconds === "number" && Number.isFinite(body.advanceSeconds))
        time.advance(body.advanceSeconds);
      return HttpResponse.json({ now: new Date(time.now()).toISOString() });
    }),
    http.get(`*${MAILBOX_PATH}/:id`, ({ request, params }) => readMail(runtime, request, String(params.id))),
  ];
}
