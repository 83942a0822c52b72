import type { Decorator } from "@storybook/react-vite";
import { createRoutesStub } from "react-router";

/**
 * Renders a story inside a React Router at a given path, so links, forms and `useLocation` work as in the
 * shop. Set `parameters.path` (default "/") per story.
 */
export const withRouter: Decorator = (Story, context) => {
  const path = (context.parameters.path as string | undefined) ?? "/";
  const Stub = createRoutesStub([{ path: "*", Component: () => <Story />, action: () => null }]);
  return <Stub initialEntries={[path]} />;
};
