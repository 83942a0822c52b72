import type { Decorator } from "@storybook/react-vite";
import { createRoutesStub, type ActionFunction } from "react-router";

/**
 * Renders a story inside a React Router at a given path, so links, forms and `useLocation` work as in the
 * shop. Set `parameters.path` (default "/") per story, `parameters.loader` for a story whose fetcher
 * loads data (the order list's "show more"), and `parameters.action` for a story that checks what a form
 * posts (a spy; default: an action answering nothing).
 */
export const withRouter: Decorator = (Story, context) => {
  const path = (context.parameters.path as string | undefined) ?? "/";
  const loader = context.parameters.loader as (() => unknown) | undefined;
  const action = (context.parameters.action as ActionFunction | undefined) ?? (() => null);
  const Stub = createRoutesStub([{ path: "*", Component: () => <Story />, action, loader }]);
  return <Stub initialEntries={[path]} />;
};
