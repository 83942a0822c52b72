import { css } from "@shop/styled-system/css";

/** The product page's tables (details, size chart): full-width rows with a rule under each. */
export const dataTable = css({
  borderCollapse: "collapse",
  width: "100%",
  maxW: "prose",
  "& th, & td": {
    textAlign: "start",
    py: "2",
    pr: "4",
    borderBottom: "1px solid",
    borderColor: "border.subtle",
    verticalAlign: "top",
  },
});
