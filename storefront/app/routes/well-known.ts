/** `/.well-known/appspecific/*` (browser dev tools probe it): answered with an empty body, never a 404 page. */
export function loader() {
  return new Response(null, { status: 204 });
}
