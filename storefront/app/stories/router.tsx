import type { Decorator } from "@storybook/react-vite";
import { createRoutesStub } from "react-router";

/**
 * Renders a story inside a React Router at a given path, so links, forms and `useLocation` work as in the
 * shop. Set `parameters.path` (default "/") per story, and `parameters.loader` for a story whose fetcher
 * loads data (the order list's "show more").
 */
export const withRouter: Decorator = (Story, context) => {
  const path = (context.parameters.path as string | undefined) ?? "/";
  const loader = context.parameters.loader as (() => unknown) | undefined;
  const Stub = createRoutesStub([{ path: "*", Component: () => <Story />, action: () => null, loader }]);
  return <Stub initialEntries={[path]} />;
};
