/**
 * Controls that submit their form as soon as they change (the language and currency switches, the cart
 * page's shipping estimate), in one place. One `change` listener on the document, an inline script in the
 * HTML (entry.server.tsx; not in any JavaScript file), submits the form of any control marked with `submitOnChange`: so such a control works
 * from the first paint, before its island has hydrated (the form posts and the server answers 303 back),
 * and afterwards the same `requestSubmit` reaches the form's React handler (a router `<Form>` or a fetcher),
 * which takes over. Controls have no `onChange` submit of their own, so a change is submitted once. Without
 * JavaScript the form's OK button, in `<noscript>`, submits it.
 */
export const submitOnChange = { "data-submit-on-change": "" } as const;

function listen(root: Document) {
  root.addEventListener("change", (event) => {
    const control = event.target as HTMLSelectElement | null;
    if (control?.form && control.hasAttribute("data-submit-on-change")) control.form.requestSubmit();
  });
}

/** The inline script of every document (entry.server.tsx), after the page's HTML. */
export const submitOnChangeScript = `(${listen.toString()})(document);`;
