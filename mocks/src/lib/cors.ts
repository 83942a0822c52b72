/**
 * Shopware's Store API allows any origin (its CorsListener): the same headers here let browsers and
 * DOM test environments (happy-dom) call the emulator cross-origin and read `sw-context-token`.
 */
export const corsHeaders: Record<string, string> = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE",
  "access-control-expose-headers":
    "sw-context-token, sw-access-key, sw-language-id, sw-version-id, sw-inheritance",
};

export function withCors(response: Response): Response {
  for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value);
  return response;
}

/** The answer to a CORS preflight: every requested header is allowed. */
export function preflightResponse(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders,
      "access-control-allow-headers": request.headers.get("access-control-request-headers") ?? "*",
      "access-control-max-age": "86400",
    },
  });
}
